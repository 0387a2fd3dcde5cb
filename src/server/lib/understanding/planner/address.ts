import { firstMatch, type Reading } from './text.ts';

const STREET_TYPES =
  'st|street|ave|avenue|rd|road|blvd|boulevard|dr|drive|ln|lane|way|ct|court|pl|place|pkwy|parkway|hwy|highway|ter|terrace|cir|circle|sq|square|plaza';
const ADDRESS = new RegExp(
  `\\b\\d{1,6}\\s+(?:(?!(?:at|from|to|on|in|and|for|by|until|till)\\s)[a-z0-9.'-]+\\s+){0,4}?(?:${STREET_TYPES})\\b\\.?(?:\\s*,?\\s*(?:suite|ste|apt|unit|#)\\s*\\w+)?(?:\\s*,\\s*[a-z .'-]+?)?(?:\\s*,\\s*[a-z]{2})?(?:\\s+\\d{5})?(?=$|[\\s.!?;]|,\\s)`,
  'gi',
);

/** A street address as written ("123 Main St, Oakland, CA"); the caller geocodes it. */
export function readStreetAddress(original: string): Reading<string> | null {
  const found = firstMatch(ADDRESS, original.toLowerCase(), () => true);
  return found ? { ...found, value: original.slice(found.start, found.end).trim() } : null;
}
