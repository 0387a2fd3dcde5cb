import { CITY_ALIASES, countCountryWords, normalizeText } from './place-text.ts';
import { findStateCode, MAX_STATE_WORDS } from './us-states.ts';

/** A free-form US location split into the parts the gazetteer resolves. */
export type LocationQuery = {
  /** Normalized words of each comma-separated part left after the state and ZIP, last part last. */
  parts: string[][];
  /** State code written at the end ("TX", "Texas", "Calif."). */
  region?: string;
  /** Five-digit ZIP written at the end (a ZIP+4 keeps its first five digits). */
  zip?: string;
  /** A nickname the whole text matched ("NYC", "LA"), which wins over reading "LA" as Louisiana. */
  alias?: { city: string; region: string };
};

/**
 * Reads "123 Main St, Austin, TX 78701-1234, USA" as parts [["123","main","st"],["austin"]],
 * region TX and ZIP 78701. Only the end of the text is read for a state, ZIP or country.
 */
export function parseLocationQuery(query: string): LocationQuery {
  const parts = query
    .split(/[,;|\n]+/)
    .map((part) => normalizeText(part).split(' ').filter(Boolean))
    .filter((words) => words.length > 0);
  const zip = stripZipAndCountry(parts);
  const alias = CITY_ALIASES.get(parts.flat().join(' '));
  if (alias) return { parts: [], zip, alias };
  const region = stripState(parts);
  return { parts, zip, region };
}

function stripZipAndCountry(parts: string[][]): string | undefined {
  let zip: string | undefined;
  for (let last = parts.at(-1); last; last = parts.at(-1)) {
    const countryWords = countCountryWords(last);
    const [beforeLast, word] = [last.at(-2) ?? '', last.at(-1) ?? ''];
    if (last.length === 0) parts.pop();
    else if (countryWords > 0) last.splice(-countryWords);
    else if (!zip && /^\d{5}$/.test(word)) zip = last.pop();
    else if (!zip && /^\d{4}$/.test(word) && /^\d{5}$/.test(beforeLast)) zip = last.splice(-2)[0];
    else break;
  }
  return zip;
}

function stripState(parts: string[][]): string | undefined {
  const last = parts.at(-1);
  if (!last) return undefined;
  for (let count = Math.min(MAX_STATE_WORDS, last.length); count > 0; count--) {
    const region = findStateCode(last.slice(-count).join(' '));
    if (!region) continue;
    last.splice(-count);
    if (last.length === 0) parts.pop();
    return region;
  }
  return undefined;
}
