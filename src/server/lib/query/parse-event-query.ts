import type { EventCategory } from '#shared/constants.ts';
import { findCategoryReading } from './category-synonyms.ts';
import { findChronoDateMentions } from './chrono-dates.ts';
import { resolveDateMentions } from './date-range.ts';
import { findRuleDateMentions } from './date-rules.ts';
import { collectFreeText } from './free-text.ts';
import { normalizeQueryText, tokenizeQueryText } from './normalize-query-text.ts';
import type { PlacePhrase } from './place-names.ts';
import { extractPlace } from './place-phrase.ts';
import { type EventPriceReading, readEventPrice, spellOutDollars } from './price-phrase.ts';
import { createQueryMask } from './query-mask.ts';
import { correctQuerySpelling } from './spelling.ts';
import { consumeFillerPhrases } from './stop-words.ts';
import { createDateContext } from './zoned-time.ts';

/*
 * Choices the search behaviour depends on (tests in parse-event-query.test.ts pin each one):
 * - Weeks run Monday to Sunday. "this weekend" is Saturday 00:00 to Monday 00:00, the current one on a
 *   Saturday or Sunday (so it can start in the past); "next weekend" is the one after it, and "next
 *   saturday" is that weekend's Saturday. "this week" and "this month" run from now to the next Monday
 *   or the 1st. "tonight" is 17:00 (or now, if later) to 04:00; "saturday night" is 17:00 to 04:00.
 * - A single day, weekday, holiday or explicit date is that whole day in the searcher's zone; a time of
 *   day ("at 7pm") is dropped. Implied years resolve forward (chrono's forwardDate, and a named month
 *   is the current one or the next to come); an explicit year is kept even when past.
 * - Places are returned as written ('austin' stays lower case; the chip title-cases it); nicknames are
 *   spelled out (nyc -> New York City, NY; sf and the bay area -> San Francisco, CA); a state alone is
 *   its name and code ('Texas', 'TX'). "at X" is a place only for a known city or with a state.
 * - Categories: see category-synonyms.ts. Generic business words map to Corporate, never to the
 *   sample-only 'Conference'; narrowing words ("halloween", "diwali", "jazz") stay in the free text,
 *   and a category read only from such words ("thanksgiving") ranks instead of filtering
 *   (`isCategoryNarrowed`), so a title that says the word is never hidden.
 * - Misspelt vocabulary words (spelling.ts) are corrected before anything else reads the text, so
 *   "satruday" reads as "saturday"; place names are never corrected.
 * - Prices (price-phrase.ts): "free", "for free", "no cover" read as free admission; "under $20", "$20
 *   or less", "under 20 bucks" as a ceiling (a sum needs '$' or a currency word: "under 21" is an
 *   age); "cheap", "affordable", "on a budget" as free or at most CHEAP_MAX_DOLLARS. "gluten-free" and
 *   "free food" are not about the price and stay in the free text.
 * - A dismissed reading (the searcher removed its chip) is not applied: dismissed category words stay
 *   in the free text as plain words; dismissed place, date and price words are dropped.
 */

/** What the parser can read out of the words besides free text. */
export type QueryReading = 'category' | 'place' | 'date' | 'price';

/** What a plain-English event search asks for. */
export type ParsedEventQuery = {
  category: EventCategory | null;
  /** The category was read only from words that stay in `text` ("thanksgiving"): it ranks, never filters. */
  isCategoryNarrowed: boolean;
  /** The place phrase as written ('Austin', region null) or a nickname spelled out ('New York', 'NY'); the server geocodes it. */
  place: PlacePhrase | null;
  /** Inclusive start of the date filter, in the searcher's time zone. */
  from: Date | null;
  /** Exclusive end; null with a `from` means open-ended ("after Christmas"). */
  to: Date | null;
  /** Short chip label: 'Nov 28–29', 'Tonight', 'Dec 2026', 'Sat, Nov 28'. */
  dateLabel: string | null;
  /** The remaining keywords, lower case, filler removed ('halloween'). */
  text: string;
  /** Misspelt words read as vocabulary words, [typed, read as]: [['satruday', 'saturday']]. */
  corrections: [string, string][];
  /** What the words ask of the price: free, at most a sum, or cheap; null when they say nothing. */
  price: EventPriceReading | null;
};

export type ParseEventQueryOptions = {
  now: Date;
  timeZone: string;
  /** Readings the searcher dismissed; see the notes above. */
  dismissed?: readonly QueryReading[];
};

function createEmptyQuery(text = ''): ParsedEventQuery {
  return {
    category: null,
    isCategoryNarrowed: false,
    place: null,
    from: null,
    to: null,
    dateLabel: null,
    text,
    corrections: [],
    price: null,
  };
}

// Order matters: filler first ("near me"), then the app's own date phrases, then categories (so
// "christmas market" is a category, not Christmas Day), then chrono-node on what is left, then places
// (so "in December" and "near Portland" never compete), and the leftovers are the free text.
function parseNormalizedQuery(typed: string, options: ParseEventQueryOptions): ParsedEventQuery {
  if (!typed) return createEmptyQuery();
  const { text: normalized, corrections } = correctQuerySpelling(typed);
  const dismissed = new Set(options.dismissed ?? []);
  const lower = normalized.toLowerCase();
  const mask = createQueryMask(lower.length);
  consumeFillerPhrases(lower, mask);
  // Before dates: "under 20 dollars" is a price, never the 20th.
  const price = readEventPrice(lower, mask);
  const ctx = createDateContext(options.now, options.timeZone);
  const ruleMentions = ctx ? findRuleDateMentions(lower, mask, ctx) : [];
  const category = dismissed.has('category') ? null : findCategoryReading(lower, mask);
  const chronoMentions = ctx ? findChronoDateMentions(lower, mask, ctx) : [];
  const found = ctx ? resolveDateMentions(lower, mask, [...ruleMentions, ...chronoMentions], ctx) : null;
  const date = dismissed.has('date') ? null : found;
  const tokens = tokenizeQueryText(normalized);
  const foundPlace = extractPlace(tokens, mask, normalized);
  return {
    category: category?.category ?? null,
    isCategoryNarrowed: category?.isNarrowed ?? false,
    place: dismissed.has('place') ? null : foundPlace,
    from: date?.range.from ?? null,
    to: date?.range.to ?? null,
    dateLabel: date?.label ?? null,
    text: collectFreeText(tokens, mask),
    corrections,
    price: dismissed.has('price') ? null : price,
  };
}

/**
 * Reads a plain-English search ("birthday parties in Austin next weekend") into a category, a place
 * phrase, an instant range computed in `options.timeZone` and the leftover keywords. Input past
 * 200 characters is cut first. Never throws: anything it cannot read stays in `text`.
 */
export function parseEventQuery(text: string, options: ParseEventQueryOptions): ParsedEventQuery {
  let normalized = '';
  try {
    normalized = normalizeQueryText(spellOutDollars(typeof text === 'string' ? text : ''));
    return parseNormalizedQuery(normalized, options);
  } catch {
    return createEmptyQuery(normalized.toLowerCase());
  }
}
