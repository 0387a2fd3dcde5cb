import { numbersIn } from '../../../lib/understanding/planner/numbers.ts';
import { KNOWN_THEMES } from '../../../lib/understanding/planner/themes.ts';
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
  /^(?:(?:ok(?:ay)?|no|oh|hmm|wait|sorry|actually|so|and|let'?s|lets|please|can\s+we|could\s+we|now|maybe|make\s+(?:it|that)|change\s+(?:it|that)(?:\s+to)?|move\s+(?:it|that)(?:\s+to)?|push\s+(?:it|that)(?:\s+(?:back|up))?(?:\s+to)?|bump\s+(?:it|that)(?:\s+up)?(?:\s+to)?|shift\s+(?:it|that)(?:\s+(?:back|up))?(?:\s+to)?|cut\s+(?:it|that)(?:\s+to)?|up\s+(?:it|that)\s+to|increase\s+(?:it|that)\s+to|lower\s+(?:it|that)\s+to|drop\s+(?:it|that)\s+to|how\s+about|more\s+like|closer\s+to|say|do|it'?s|its|it'?ll\s+be|it\s+will\s+be|there\s+will\s+be|there'?ll\s+be|we'?ll\s+(?:have|be)|about|around|like|roughly|maybe)[\s,]+)*$/;
// "change the time to 4", "set the guest count to 30": the field named says what the number is.
const NAMED_FIELD =
  /\b(?:(?:change|move|push|set|make|switch|bump|update|shift)\s+)?the\s+(time|start\s+time|start|guest\s+count|head\s*count|number\s+of\s+(?:guests|people))(?:\s+(?:to|at|is|should\s+be))?\s*$/;
// Verbs that move a party in time: "push it to 8" after 7:30 is an hour, whatever the guest count.
const RESCHEDULE = /\b(?:push|pushed|move|moved|shift|reschedule|bring)\b/;
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
  const before = text.slice(0, n.start);
  const named = NAMED_FIELD.exec(before);
  const lead = named ? before.slice(0, named.index) : before;
  if (!LEAD.test(lead.trimStart())) return null;
  if (!TAIL.test(text.slice(n.end))) return null;
  const guests = previous.guestCount;
  const context = `${previous.occasion ?? ''} ${previous.partyWord ?? ''} ${previous.time && previous.time.hour < 12 ? 'morning' : ''}`;
  const hour = bareHour(n.value, context);
  const planned = previous.time ? previous.time.hour + previous.time.minute / 60 : null;
  const isRescheduled = planned !== null && RESCHEDULE.test(lead) && Math.abs(hour - planned) <= 3;
  const fitsTime = planned !== null && (guests === null || n.value < guests / 2 || isRescheduled);
  const namedTime = named ? /time|start/.test(named[1]!) : false;
  if (n.value <= 12 && (namedTime || (!named && fitsTime))) {
    return { field: 'time', source: 'time', patch: { time: { hour, minute: 0 }, endTime: null }, words };
  }
  if (named && !namedTime && n.value <= 100_000)
    return { field: 'guestCount', source: 'guests', patch: { guestCount: n.value }, words };
  const isBudgetSized = previous.budget !== null && n.value >= 100 && (guests === null || n.value >= 1000);
  if (isBudgetSized) return { field: 'budget', source: 'budget', patch: { budget: n.value }, words };
  if (n.value > 100_000) return null;
  return { field: 'guestCount', source: 'guests', patch: { guestCount: n.value }, words };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// "actually minecraft", "make it frozen instead", "actually unicorns": a known theme alone (or its
// plural) in a follow-up replaces the theme.
const BARE_THEME = new RegExp(
  `^(?:(?:ok(?:ay)?|no|nah|actually|wait|hmm|sorry|make\\s+it|let'?s\\s+do|how\\s+about|switch\\s+(?:it\\s+)?to|change\\s+(?:it|the\\s+theme)\\s+to|go\\s+with|do)[\\s,]+)+(${KNOWN_THEMES.map(escapeRegExp).join('|')})s?(?:\\s+(?:instead|theme|themed|then))?[\\s.!]*$`,
);

/** A known theme said alone, after a correction word, in a follow-up: the theme it changes to. */
export function readThemeCorrection(lower: string, previous: PlannerDraft | null): string | null {
  if (!previous) return null;
  return BARE_THEME.exec(lower.trim())?.[1] ?? null;
}
