import type { PartyPlan, PlanVendor } from '#shared/contracts/planner.ts';
import { amazonSearchUrl, getPartySupplies } from '#shared/lib/party-supplies.ts';
import { composeTitle } from './compose.ts';
import { categoryOf, type PlannerDraft } from './draft.ts';
import { splitBudget } from './plan-budget.ts';
import { checklistFor } from './plan-checklist.ts';
import { hasProgram, partyKindOf } from './plan-kind.ts';
import { sizeParty } from './plan-quantities.ts';
import { tasksFor } from './plan-tasks.ts';
import { buildTimeline, todayIn } from './plan-timeline.ts';
import { vendorSearchFor } from './plan-vendors.ts';

/** What the plan needs from the turn: the engine's clock, the visitor's zone, the shop tag. */
export type PlanContext = {
  now: Date;
  visitor: { timeZone: string };
  affiliateTag: string | null;
};

/**
 * The party plan: a timeline from today to the party, a checklist for its kind, food, drinks and
 * seating sized for the guests, the budget split to the dollar, vendors who travel there (found by
 * the caller, nearest first) and supplies. Pure: the same draft, vendors and clock give the same plan.
 */
export function buildPlan(draft: PlannerDraft, vendors: PlanVendor[], ctx: PlanContext): PartyPlan {
  const kind = partyKindOf(draft);
  const category = categoryOf(draft);
  const today = todayIn(ctx.now, draft.place?.timeZone ?? ctx.visitor.timeZone);
  const timeline = buildTimeline(tasksFor(draft, kind), { day: draft.day, time: draft.time }, today);
  const supplies = getPartySupplies(category).map((s) => ({
    title: s.title,
    description: s.description,
    url: amazonSearchUrl(draft.theme ? `${draft.theme} ${s.searchTerms}` : s.searchTerms, ctx.affiliateTag),
  }));
  return {
    title: composeTitle(draft),
    setting: draft.setting?.kind ?? null,
    timeline,
    checklist: checklistFor(draft, kind),
    quantities: sizeParty(draft, kind),
    budget: splitBudget(kind, draft.budget, draft.guestCount, {
      setting: draft.setting,
      hasProgram: hasProgram(draft),
    }),
    vendors,
    vendorSearch: vendorSearchFor(draft.place),
    supplies,
  };
}
