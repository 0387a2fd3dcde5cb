import type { PartyPlan } from '#shared/contracts/planner.ts';
import { PlanSection } from './plan-section.tsx';

const dollars = (amount: number, cents = false) =>
  amount.toLocaleString('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: cents && !Number.isInteger(amount) ? 2 : 0,
    maximumFractionDigits: cents ? 2 : 0,
  });

/** The budget split: each line's share and dollars (adding up to the budget) and the per-guest figure. */
export function PlanBudget({ budget }: { budget: PartyPlan['budget'] }) {
  const title = budget.total !== null ? `Budget: ${dollars(budget.total)}` : 'Budget split';
  return (
    <PlanSection title={title}>
      {budget.perHead !== null ? (
        <p className="text-muted-foreground">{dollars(budget.perHead, true)} per guest</p>
      ) : budget.total === null ? (
        <p className="text-muted-foreground">Tell me a budget to see it in dollars.</p>
      ) : null}
      <ul className="space-y-1">
        {budget.items.map((item) => (
          <li key={item.label} className="flex justify-between gap-2">
            <span>{item.label}</span>
            <span className="tabular-nums text-muted-foreground">
              {item.amount !== null ? `${dollars(item.amount)} · ` : ''}
              {item.percent}%
            </span>
          </li>
        ))}
      </ul>
    </PlanSection>
  );
}
