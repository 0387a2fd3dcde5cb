import { numbersIn } from '../../../lib/understanding/planner/numbers.ts';
import { bareHour } from '../../../lib/understanding/planner/time.ts';
import type { DraftSources, PlannerDraft } from './draft.ts';

export type Correction = {
  field: 'guestCount' | 'budget' | 'time';
  source: keyof DraftSources;
  patch: Partial<PlannerDraft>;
  /** The words the correction was read from, as they stand in the text. */
  words: string;
};

// A number said alone in a follow-up: "make it 30", "actually 25", "move it to 6", "it'll be more like 60".
const LEAD =
  /^(?:(?:ok(?:ay)?|no|oh|hmm|wait|sorry|actually|so|and|let'?s|lets|please|can\s+we|could\s+we|now|maybe|make\s+(?:it|that)|change\s+(?:it|that)(?:\s+to)?|move\s+(?:it|that)(?:\s+to)?|push\s+(?:it|that)(?:\s+(?:back|up))?(?:\s+to)?|bump\s+(?:it|that)(?:\s+up)?(?:\s+to)?|cut\s+(?:it|that)(?:\s+to)?|up\s+(?:it|that)\s+to|increase\s+(?:it|that)\s+to|lower\s+(?:it|that)\s+to|drop\s+(?:it|that)\s+to|how\s+about|more\s+like|closer\s+to|say|do|it'?s|its|it'?ll\s+be|it\s+will\s+be|there\s+will\s+be|there'?ll\s+be|we'?ll\s+(?:have|be)|about|around|like|roughly|maybe)[\s,]+)*$/;
const TAIL = /^\s*(?:instead|now|then|please|total|tops|max|or\s+so|ish|people|guests)?[\s.!,]*$/;

/**
 * A number the readers left alone in a short follow-up. It corrects the field it can belong to: an
 * hour near the planned time is the time ("make it 8" after "at 7"), a sum only a budget could be is
 * the budget, otherwise the guest count. A number never replaces a field it cannot belong to.
 */
export function readCorrection(rest: string, previous: PlannerDraft | null): Correction | null {
  if (!previous) return null;
  const text = rest.trimEnd();
  const numbers = numbersIn(text).filter((n) => !n.isOrdinal);
  if (numbers.length !== 1) return null;
  const n = numbers[0]!;
  if (!Number.isInteger(n.value) || n.value < 1) return null;
  const words = text.slice(n.start, n.end);
  const isMore =
    /\b(?:add|plus|another)\s+$/.test(text.slice(0, n.start)) || /^\s+more\b/.test(text.slice(n.end));
  if (isMore && previous.guestCount !== null) {
    return {
      field: 'guestCount',
      source: 'guests',
      patch: { guestCount: previous.guestCount + n.value },
      words,
    };
  }
  if (!LEAD.test(text.slice(0, n.start).trimStart())) return null;
  if (!TAIL.test(text.slice(n.end))) return null;
  const guests = previous.guestCount;
  if (previous.time && n.value <= 12 && (guests === null || n.value < guests / 2)) {
    const context = `${previous.occasion ?? ''} ${previous.partyWord ?? ''} ${previous.time.hour < 12 ? 'morning' : ''}`;
    const time = { hour: bareHour(n.value, context), minute: 0 };
    return { field: 'time', source: 'time', patch: { time, endTime: null }, words };
  }
  const isBudgetSized = previous.budget !== null && n.value >= 100 && (guests === null || n.value >= 1000);
  if (isBudgetSized) return { field: 'budget', source: 'budget', patch: { budget: n.value }, words };
  if (n.value > 100_000) return null;
  return { field: 'guestCount', source: 'guests', patch: { guestCount: n.value }, words };
}
