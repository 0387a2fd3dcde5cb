/** Number words a host types ("fifty", "a dozen", "twenty-five") as numbers; null when none. */
const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const ORDINALS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  thirteenth: 13,
  fourteenth: 14,
  fifteenth: 15,
  sixteenth: 16,
  seventeenth: 17,
  eighteenth: 18,
  nineteenth: 19,
  twentieth: 20,
  thirtieth: 30,
  fortieth: 40,
  fiftieth: 50,
  sixtieth: 60,
  seventieth: 70,
  eightieth: 80,
  ninetieth: 90,
  hundredth: 100,
};

/** A regex source matching a number written in digits or words ("20", "fifty", "twenty-five", "a dozen"). */
export const NUMBER_PATTERN = `(?:\\d[\\d,]*|(?:a\\s+|one\\s+|two\\s+|three\\s+|a\\s+couple\\s+(?:of\\s+)?)?dozens?|a\\s+hundred|(?:${Object.keys(TENS).join('|')})(?:[\\s-](?:${Object.keys(UNITS).slice(1, 10).join('|')}))?|${Object.keys(UNITS).join('|')})(?:\\s+hundred)?`;

/** The value of a phrase NUMBER_PATTERN matched. */
export function parseNumberWords(text: string): number | null {
  const value = text.trim().toLowerCase().replace(/,/g, '');
  if (/^\d+(?:\.\d+)?$/.test(value)) return Number(value);
  const dozen = /^(a|one|two|three|a couple(?: of)?)?\s*dozens?$/.exec(value);
  if (dozen) {
    const times = { a: 1, one: 1, two: 2, three: 3 }[dozen[1] ?? 'a'] ?? 2;
    return times * 12;
  }
  let total = 0;
  let seen = false;
  for (const word of value.split(/[\s-]+/)) {
    if (word === 'a' || word === 'and') continue;
    if (word in UNITS) total += UNITS[word]!;
    else if (word in TENS) total += TENS[word]!;
    else if (word === 'hundred') total = (total || 1) * 100;
    else return null;
    seen = true;
  }
  return seen ? total : null;
}

/** An ordinal ("8th", "eighth", "twenty-first") as a number; null when it is none. */
export function parseOrdinal(text: string): number | null {
  const value = text.trim().toLowerCase();
  const digits = /^(\d{1,3})(?:st|nd|rd|th)$/.exec(value);
  if (digits) return Number(digits[1]);
  const parts = value.split(/[\s-]+/);
  const last = parts.pop() ?? '';
  const base = ORDINALS[last];
  if (base === undefined) return null;
  if (parts.length === 0) return base;
  const tens = parts.length === 1 ? TENS[parts[0]!] : undefined;
  return tens === undefined ? null : tens + base;
}

export const ORDINAL_PATTERN = `(?:\\d{1,3}(?:st|nd|rd|th)|(?:(?:${Object.keys(TENS).join('|')})[\\s-])?(?:${Object.keys(ORDINALS).join('|')}))`;
