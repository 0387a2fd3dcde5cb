import { numbersIn } from '../../../lib/understanding/planner/numbers.ts';
import type { DraftSources, PlannerDraft } from './draft.ts';

export type Correction = {
  field: 'guestCount' | 'budget';
  source: keyof DraftSources;
  patch: Partial<PlannerDraft>;
  /** The words the correction was read from, as they stand in the text. */
  words: string;
};

// A number said alone in a follow-up: "make it 30", "actually 25", "change it to 40 instead".
const LEAD =
  /^(?:(?:ok(?:ay)?|no|oh|hmm|wait|sorry|actually|so|and|let'?s|lets|please|can\s+we|could\s+we|now|maybe)[\s,]+)*(?:make\s+(?:it|that)|change\s+(?:it|that)\s+to|bump\s+(?:it|that)\s+(?:up\s+)?to|up\s+(?:it|that)\s+to|increase\s+(?:it|that)\s+to|lower\s+(?:it|that)\s+to|drop\s+(?:it|that)\s+to|how\s+about|more\s+like|say|do|it'?s|its|it\s+will\s+be|there\s+will\s+be|we'?ll\s+(?:have|be))?\s*(?:about|around|like|roughly|maybe)?\s*$/;
const TAIL = /^\s*(?:instead|now|then|please|total|tops|max|or\s+so|ish)?[\s.!,]*$/;

/**
 * A number the readers left alone in a short follow-up. It changes the guest count (the field a
 * bare number most often corrects), or the budget when it is a sum only a budget could be: a number
 * never replaces a field it cannot belong to.
 */
export function readCorrection(rest: string, previous: PlannerDraft | null): Correction | null {
  if (!previous) return null;
  const text = rest.trimEnd();
  const numbers = numbersIn(text).filter((n) => !n.isOrdinal);
  if (numbers.length !== 1) return null;
  const n = numbers[0]!;
  if (!Number.isInteger(n.value) || n.value < 1) return null;
  if (!LEAD.test(text.slice(0, n.start).trimStart())) return null;
  if (!TAIL.test(text.slice(n.end))) return null;
  const words = text.slice(n.start, n.end);
  const isBudgetSized =
    previous.budget !== null && n.value >= 100 && (previous.guestCount === null || n.value >= 1000);
  if (isBudgetSized) return { field: 'budget', source: 'budget', patch: { budget: n.value }, words };
  if (n.value > 100_000) return null;
  return { field: 'guestCount', source: 'guests', patch: { guestCount: n.value }, words };
}
