import { categoryOf, type PlannerDraft } from './draft.ts';

/** The kind of party a plan is cut for; each has its own checklist, menu and budget split. */
export type PartyKind =
  | 'kids'
  | 'birthday'
  | 'wedding'
  | 'company'
  | 'sports'
  | 'holiday'
  | 'social'
  | 'outdoor';

/** Children under this age count as a children's party (favours, allergies, pick-up time). */
const KIDS_AGE_LIMIT = 13;

// Occasions where someone speaks or presents: a toast to the retiree, an awards segment, a talk.
const PROGRAM_OCCASION = /retire|award|conference|seminar|workshop|launch|graduat|mitzvah|gala|fundrais/i;

/** A children's party: the guests are kids, or the honoree is under 13. */
export function isKidsParty(draft: PlannerDraft): boolean {
  return draft.guestNoun === 'kids' || (draft.age !== null && draft.age < KIDS_AGE_LIMIT);
}

export function partyKindOf(draft: PlannerDraft): PartyKind {
  if (isKidsParty(draft)) return 'kids';
  switch (categoryOf(draft)) {
    case 'Birthday':
    case 'Bar Mitzvah':
      return 'birthday';
    case 'Wedding':
      return 'wedding';
    case 'Corporate':
      return 'company';
    case 'Sports':
      return 'sports';
    case 'Holiday':
    case 'Christmas Market':
    case 'Winter Festival':
      return 'holiday';
    case 'Athletic Race':
    case 'Marathon':
    case 'Outdoor Adventure':
      return 'outdoor';
    default:
      return 'social';
  }
}

/** The party has a program (speeches, toasts, a presentation), so it needs a microphone and AV. */
export function hasProgram(draft: PlannerDraft): boolean {
  return PROGRAM_OCCASION.test(`${draft.occasion ?? ''} ${draft.partyWord ?? ''}`);
}

/** A wedding-related party that is not the wedding itself: a shower, a bachelorette, an engagement. */
export function isPreWedding(draft: PlannerDraft): boolean {
  return /shower|bachelor|engagement|rehearsal/i.test(draft.occasion ?? '');
}

/** A watch party: a game on a screen, with a kickoff time. */
export function isWatchParty(draft: PlannerDraft): boolean {
  return categoryOf(draft) === 'Sports' && !/race|marathon|run/i.test(draft.occasion ?? '');
}
