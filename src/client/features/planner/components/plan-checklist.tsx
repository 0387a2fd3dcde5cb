import type { PartyPlan } from '#shared/contracts/planner.ts';
import { PlanSection } from './plan-section.tsx';

/** What the party needs, and food, drinks and seating sized for the guests with their rules of thumb. */
export function PlanChecklist({
  checklist,
  quantities,
}: {
  checklist: PartyPlan['checklist'];
  quantities: PartyPlan['quantities'];
}) {
  return (
    <>
      <PlanSection title="Checklist">
        <ul className="list-disc space-y-1 pl-5">
          {checklist.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </PlanSection>
      {quantities.length > 0 ? (
        <PlanSection title="How much to get">
          <dl className="space-y-2">
            {quantities.map((q) => (
              <div key={q.label}>
                <dt className="inline font-semibold">{q.label}: </dt>
                <dd className="inline">{q.amount}</dd>
                <dd className="text-xs text-muted-foreground">{q.rule}</dd>
              </div>
            ))}
          </dl>
        </PlanSection>
      ) : null}
    </>
  );
}
