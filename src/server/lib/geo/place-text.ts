// Most names ("San Francisco") need nothing but lower case: skip the slower general path.
const PLAIN_WORDS = /^[A-Za-z0-9]+( [A-Za-z0-9]+)*$/;

/**
 * Lower case ASCII words separated by single spaces: accents and the Hawaiian ‘okina dropped
 * ("Kīhei" -> "kihei"), apostrophes and dots removed ("St. Louis" -> "st louis", "D.C." -> "dc"),
 * any other punctuation read as a space.
 */
export function normalizeText(text: string): string {
  if (PLAIN_WORDS.test(text)) return text.toLowerCase();
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’‘ʻ`.]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

// Words written both ways in US place names; keys use the short form so either spelling matches.
const SHORT_FORMS = new Map([
  ['saint', 'st'],
  ['sainte', 'ste'],
  ['fort', 'ft'],
  ['mount', 'mt'],
]);
const LONG_FORMS = new Map([...SHORT_FORMS].map(([long, short]) => [short, long]));

const VARIANT_WORD = /\b(st|ste|ft|mt|saint|sainte|fort|mount)\b/;

function replaceWords(normalized: string, forms: ReadonlyMap<string, string>): string {
  if (!VARIANT_WORD.test(normalized)) return normalized;
  return normalized
    .split(' ')
    .map((word) => forms.get(word) ?? word)
    .join(' ');
}

/** The lookup key of a city name: normalized, with Saint/Fort/Mount shortened ("saint louis" -> "st louis"). */
export function toCityKey(text: string): string {
  return replaceWords(normalizeText(text), SHORT_FORMS);
}

/** Every normalized spelling of a name a type-ahead prefix may start: as written, shortened and spelled out. */
export function listNameSpellings(name: string): string[] {
  const normalized = normalizeText(name);
  if (!VARIANT_WORD.test(normalized)) return [normalized];
  return [
    ...new Set([normalized, replaceWords(normalized, SHORT_FORMS), replaceWords(normalized, LONG_FORMS)]),
  ];
}

/** Nicknames people type for a whole city, by normalized text. */
export const CITY_ALIASES: ReadonlyMap<string, { city: string; region: string }> = new Map(
  (
    [
      ['nyc', 'New York', 'NY'],
      ['new york city', 'New York', 'NY'],
      ['la', 'Los Angeles', 'CA'],
      ['sf', 'San Francisco', 'CA'],
      ['san fran', 'San Francisco', 'CA'],
      ['philly', 'Philadelphia', 'PA'],
      ['dc', 'Washington', 'DC'],
      ['washington', 'Washington', 'DC'],
      ['vegas', 'Las Vegas', 'NV'],
      ['nola', 'New Orleans', 'LA'],
      ['st pete', 'St. Petersburg', 'FL'],
      ['okc', 'Oklahoma City', 'OK'],
      ['slc', 'Salt Lake City', 'UT'],
    ] as const
  ).map(([alias, city, region]) => [alias, { city, region }]),
);

// Trailing words that only say "in the US" (not a bare "america": Young America, MN).
const COUNTRY_SUFFIXES = ['usa', 'us', 'united states', 'united states of america'];

/** How many trailing words of `words` name the United States (0 if none). */
export function countCountryWords(words: readonly string[]): number {
  for (const suffix of COUNTRY_SUFFIXES.toSorted((a, b) => b.length - a.length)) {
    const length = suffix.split(' ').length;
    if (words.length >= length && words.slice(-length).join(' ') === suffix) return length;
  }
  return 0;
}
