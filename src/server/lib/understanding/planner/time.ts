import { firstMatch, type Reading, reading } from './text.ts';

export type ClockTime = { hour: number; minute: number };
export type TimeOfDay = { start: ClockTime; end: ClockTime | null };

// Meals and words that put an hour written alone in the morning ("brunch at 11", "christmas morning at 10").
const MORNING = /\b(?:brunch|breakfast|morning|coffee|pancakes?|mimosas?|sunrise|am)\b/;
const NIGHT = /\b(?:night|tonight|nite|tonite|late|pm|nye|eve)\b/;

/**
 * An hour written without am/pm: a party at 1 to 6 is in the afternoon; 7 to 10 in the evening, or
 * the morning when the words say morning; 11 is late morning unless they say night.
 */
export function bareHour(hour: number, context: string): number {
  if (hour === 0 || hour >= 12) return hour;
  if (hour <= 6) return hour + 12;
  if (hour === 11) return NIGHT.test(context) ? 23 : 11;
  return MORNING.test(context) ? hour : hour + 12;
}

function to24(hour: number, minute: number, meridiem: string | undefined, context: string): ClockTime | null {
  if (minute > 59) return null;
  const m = meridiem?.replace(/\./g, '');
  if (m) {
    if (hour < 1 || hour > 12) return null;
    return { hour: (hour % 12) + (m.startsWith('p') ? 12 : 0), minute };
  }
  if (hour > 23) return null;
  return { hour: bareHour(hour, context), minute };
}

const MERIDIEM = '(a\\.?m\\.?|p\\.?m\\.?)';
const TIME_RANGE = new RegExp(
  `\\b(?:from\\s+)?(\\d{1,2})(?::(\\d{2}))?\\s*${MERIDIEM}?\\s*(?:-|–|to|until|till|til)\\s*(\\d{1,2})(?::(\\d{2}))?\\s*${MERIDIEM}?(?![\\d/])`,
  'gi',
);
const TIME_AT = new RegExp(
  `(?:\\b(?:at|@|around|by|from|starting(?:\\s+at)?|starts\\s+at|begins\\s+at)\\s+)?\\b(\\d{1,2})(?::(\\d{2}))?\\s*${MERIDIEM}(?![a-z])`,
  'gi',
);
const TIME_AT_BARE =
  /(?:\b(?:at|@|around|starting\s+at|starts\s+at|kickoff\s+at|kick\s+off\s+at)\s+|\b(?=\d{1,2}:\d{2}\b))(\d{1,2})(?::(\d{2}))?(?![\d/]|[,.]\d|\s*(?:st|nd|rd|th)\b|\s*(?:people|guests|ppl|folks|friends|adults|kids|kiddos|children|toddlers|teens)\b)(?!\s+[a-z]+\s+(?:st|street|ave|avenue|rd|road|blvd|dr|drive|ln|lane|way|ct|court|pl)\b)/gi;
// "at 730", "around 1130pm": an hour and its minutes typed as one number; after "around" only with
// its am or pm, since "around 150" is a count or a sum.
const TIME_AT_RUN = new RegExp(
  `\\b(?:at|@|around|starting\\s+at|starts\\s+at)\\s+([1-9]|1[0-2])([0-5]\\d)\\s*${MERIDIEM}?(?![\\d/]|\\s*(?:people|guests|ppl|dollars|bucks)\\b)`,
  'gi',
);
// A time of day said in words; a meal names its part of the day.
const DAY_PARTS: ReadonlyArray<readonly [RegExp, ClockTime]> = [
  [/\bnoon(?:ish|time)?\b|\bmidday\b/, { hour: 12, minute: 0 }],
  // The end of a school or work day: "friday after school", "drinks after work".
  [/\bafter[\s-]+school\b/, { hour: 15, minute: 0 }],
  [/\bafter[\s-]+work\b/, { hour: 18, minute: 0 }],
  [/\bmidnight\b/, { hour: 23, minute: 0 }],
  [/\b(?:tonight|tonite|2nite|(?:at\s+)?night|nite)\b|\bgame\s+night\b/, { hour: 19, minute: 0 }],
  [/\b(?:in\s+the\s+)?evening\b|\bdinner\b|\bsupper\b|\bhappy\s+hour\b/, { hour: 18, minute: 0 }],
  [/\b(?:in\s+the\s+)?afternoon\b|\blunch(?:eon|time)?\b/, { hour: 14, minute: 0 }],
  [/\bbrunch\b|\bbreakfast\b|\b(?:in\s+the\s+)?morning\b/, { hour: 10, minute: 0 }],
];

// "sunday 1-3", "saturday, 3-6": a span right after the day is the party's hours.
const DAY_BEFORE_SPAN =
  /\b(?:(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?|today|tomorrow|tmrw)\s*,?\s*$/;

/** The time of day ("at 3pm", "from 6 to 10", "at 7", "brunch at 11", "saturday night", "dinner"). */
export function readTime(message: string, context = ''): Reading<TimeOfDay> | null {
  const text = message;
  const around = `${message} ${context}`;
  const range = firstMatch(TIME_RANGE, text, (m) => {
    const explicit = m[3] || m[6];
    // "saturday 10 to 2": a span that ends on a smaller hour is a span of the clock, never a count.
    const wraps = Number(m[4]) < Number(m[1]) && Number(m[1]) <= 12 && !m[2] && !m[5];
    const isAfterDay = DAY_BEFORE_SPAN.test(text.slice(0, m.index));
    if (!explicit && !wraps && !isAfterDay && !/^from\s/.test(m[0])) return null;
    const endMeridiem = m[6] ?? (Number(m[4]) < Number(m[1]) && !m[3] ? 'pm' : undefined);
    const end = to24(Number(m[4]), Number(m[5] ?? 0), endMeridiem, around);
    // "from 6 to 10" and "6-10pm": the start shares the end's half of the day unless it says otherwise.
    const startMeridiem =
      m[3] ?? (wraps && !m[6] ? 'am' : m[6] && Number(m[1]) <= Number(m[4]) ? m[6] : undefined);
    const start = to24(Number(m[1]), Number(m[2] ?? 0), startMeridiem, around);
    return start && end ? { start, end } : null;
  });
  if (range) return range;
  const at =
    firstMatch(TIME_AT, text, (m) => to24(Number(m[1]), Number(m[2] ?? 0), m[3], around)) ??
    firstMatch(TIME_AT_RUN, text, (m) =>
      /^around/i.test(m[0]) && !m[3] ? null : to24(Number(m[1]), Number(m[2]), m[3], around),
    ) ??
    // An hour past 12 without its minutes is no US way to write a time: "just family, around 15" counts.
    firstMatch(TIME_AT_BARE, text, (m) =>
      !m[2] && Number(m[1]) > 12 ? null : to24(Number(m[1]), Number(m[2] ?? 0), undefined, around),
    );
  if (at) return { ...at, value: { start: at.value, end: null } };
  for (const [pattern, start] of DAY_PARTS) {
    const m = pattern.exec(text);
    if (m) return reading({ start, end: null }, text, m.index, m.index + m[0].length);
  }
  return null;
}
