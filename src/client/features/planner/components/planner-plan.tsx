import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import type { PartyPlan } from '#shared/contracts/planner.ts';
import { PlanBudget } from './plan-budget.tsx';
import { PlanChecklist } from './plan-checklist.tsx';
import { PlanSupplies } from './plan-supplies.tsx';
import { PlanTimeline } from './plan-timeline.tsx';
import { PlanVendors } from './plan-vendors.tsx';

const SETTING_TEXT = { home: 'At home', venue: 'At a venue' } as const;

/** The party plan: timeline, checklist and quantities, budget split, vendors who travel there, supplies. */
export function PlannerPlan({ plan }: { plan: PartyPlan }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Your party plan</CardTitle>
        <CardDescription>
          {plan.title}
          {plan.setting ? ` · ${SETTING_TEXT[plan.setting]}` : ''}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5 text-sm">
        <PlanTimeline steps={plan.timeline} />
        <PlanChecklist checklist={plan.checklist} quantities={plan.quantities} />
        <PlanBudget budget={plan.budget} />
        <PlanVendors vendors={plan.vendors} search={plan.vendorSearch} />
        <PlanSupplies supplies={plan.supplies} />
      </CardContent>
    </Card>
  );
}
