import type { PartyPlan } from '#shared/contracts/planner.ts';
import { PlanSection } from './plan-section.tsx';

/** The timeline from today to the party: each step's day and its tasks. */
export function PlanTimeline({ steps }: { steps: PartyPlan['timeline'] }) {
  return (
    <PlanSection title="Timeline">
      <ol className="space-y-3 border-l-2 border-primary/30 pl-4">
        {steps.map((step) => (
          <li key={step.daysBefore}>
            <p className="font-semibold">
              {step.date ? <time dateTime={step.date}>{step.label}</time> : step.label}
            </p>
            <ul className="mt-1 list-disc space-y-0.5 pl-5">
              {step.tasks.map((task) => (
                <li key={task}>{task}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </PlanSection>
  );
}
