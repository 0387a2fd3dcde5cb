/** Searches longer than this are cut before parsing, so the work per request stays bounded. */
export const MAX_QUERY_LENGTH = 200;

/** A word (or a comma) of the normalized query, with its place in that string. */
export type QueryToken = { text: string; lower: string; start: number; end: number };

/**
 * Printable ASCII with the letter case kept: accents folded ("San José" -> "San Jose"), apostrophes
 * and abbreviation dots dropped ("b'nai" -> "bnai", "St. Louis" -> "St Louis"), emoji and other
 * symbols read as spaces; "21+" reads "21 plus". Commas, slashes, colons and hyphens survive because dates ("12/5", "7:30")
 * and places ("Portland, OR") need them. Lower-casing the result keeps every index, which lets the
 * parser match on lower case and still quote the place as the user wrote it.
 */
export function normalizeQueryText(text: string): string {
  return text
    .slice(0, MAX_QUERY_LENGTH)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/['\u2018\u2019\u02bb`\u00b4]/g, '')
    .replace(/(?<=\d)\s*\+/g, ' plus ')
    .replace(/&/g, ' and ')
    .replace(/@/g, ' at ')
    .replace(/(?<=[A-Za-z])\.(?=[A-Za-z]|\s|$)/g, '')
    .replace(/[^A-Za-z0-9 ,/:-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Splits normalized text into words ("b-day", "12/5" and "7:30" stay whole) and commas. */
export function tokenizeQueryText(text: string): QueryToken[] {
  return Array.from(text.matchAll(/[A-Za-z0-9]+(?:[-/:][A-Za-z0-9]+)*|,/g), (match) => ({
    text: match[0],
    lower: match[0].toLowerCase(),
    start: match.index,
    end: match.index + match[0].length,
  }));
}
