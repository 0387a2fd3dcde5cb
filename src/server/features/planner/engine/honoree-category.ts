import type { HostCategory, PlannerDraft } from './draft.ts';

/** People the host knows through work: a party for them is a work event. */
const WORK = new Set(['boss', 'coworker', 'team', 'principal', 'professor', 'mentor']);

/**
 * Whom it is for says what kind of party it is: a boss's or the team's is a work event, a parent's
 * retirement a family one, and so is a promotion the family celebrates ("promotion dinner for my
 * husband", "party for my gfs promotion").
 */
export function categoryForHonoree(
  draft: PlannerDraft,
  relation: string,
  occasionText: string,
): HostCategory | null {
  if (draft.occasion === 'party' && WORK.has(relation)) return 'Corporate';
  if (draft.occasion === 'retirement party' && !WORK.has(relation)) return 'Social';
  const isPromotion = draft.occasion === 'company event' && /\bpromotion\b/.test(occasionText);
  if (isPromotion && !WORK.has(relation)) return 'Social';
  return draft.category;
}
