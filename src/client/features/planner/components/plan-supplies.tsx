import { ExternalLink } from 'lucide-react';
import type { PartyPlan } from '#shared/contracts/planner.ts';
import { PlanSection } from './plan-section.tsx';

/** Supplies to buy, each a shop search for the party's kind and theme. */
export function PlanSupplies({ supplies }: { supplies: PartyPlan['supplies'] }) {
  return (
    <PlanSection title="Supplies">
      <ul className="space-y-2">
        {supplies.map((s) => (
          <li key={s.title}>
            <a
              href={s.url}
              target="_blank"
              rel="noopener noreferrer sponsored"
              className="inline-flex items-center gap-1 font-semibold text-primary underline-offset-2 hover:underline"
            >
              {s.title} <ExternalLink className="size-3.5" aria-hidden />
              <span className="sr-only">(View on Amazon, opens in a new tab)</span>
            </a>
            <span className="block text-muted-foreground">{s.description}</span>
          </li>
        ))}
      </ul>
    </PlanSection>
  );
}
