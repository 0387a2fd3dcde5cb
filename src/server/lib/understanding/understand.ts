import { type Audience, readAudience } from './audience.ts';
import { type EventCategoryReading, readEventCategory } from './category/event-category.ts';
import { type Clock, findChronoDateMentions } from './dates/chrono.ts';
import { resolveDateMentions } from './dates/range.ts';
import { findRuleDateMentions } from './dates/rules.ts';
import { createDateContext } from './dates/zoned-time.ts';
import type { PlacePhrase } from './places/names.ts';
import { extractPlace } from './places/phrase.ts';
import { correctPlaceSpelling } from './places/spelling.ts';
import { type EventPriceReading, readEventPrice } from './price.ts';
import { type Span, trackSpan } from './span.ts';
import { collectFreeText } from './text/free-text.ts';
import { createQueryMask } from './text/mask.ts';
import { tokenizeQueryText } from './text/normalize.ts';
import { prepareText } from './text/prepare.ts';
import { consumeFillerPhrases, findNearMe } from './text/stop-words.ts';

/*
 * The one reader of typed search text. Each reading says which words it came from (`span`, indexes
 * into `normalized`), so the search can show them as chips and the bench can check them.
 * Conventions (tests in understand.test.ts pin each one):
 * - Weeks run Monday to Sunday. "this weekend" is Saturday 00:00 to Monday 00:00, the current one on a
 *   Saturday or Sunday; "next weekend" is the one after it, "next saturday" that weekend's Saturday.
 *   "this week" and "this month" run from now to the next Monday or the 1st. "tonight" is 17:00 (or
 *   now, if later) to 04:00; "saturday night" is 17:00 to 04:00.
 * - A single day, weekday, holiday or explicit date is that whole day in the searcher's zone; a time of
 *   day ("at 7pm") is read as `time` but does not narrow the range. Implied years resolve forward.
 * - Places are returned as written ('austin' stays lower case); nicknames are spelled out; a state
 *   alone is its name and code. A ZIP anywhere in the text is a place.
 * - The category comes from a classifier trained on the labelled corpus and a glossary (category/):
 *   below a floor of confidence it is dropped (the words still search titles); above it, it filters
 *   when a word of the category's name backs it ("concerts") and ranks otherwise ("jazz night"). A
 *   holiday that only frames the date ("on juneteenth", "christmas weekend") is not read as one.
 * - Shorthand ("bday", "tmrw") is spelled out and misspelt vocabulary corrected before anything reads
 *   the text; place names are never corrected.
 * - Prices: "free", "no cover" read as free; "under $20" as a ceiling (a sum needs '$' or a currency
 *   word: "under 21" is an age); "cheap" as free or at most CHEAP_MAX_DOLLARS.
 * - A dismissed reading (the searcher removed its chip) is not applied: dismissed category words stay
 *   in the free text; dismissed place, date, price and audience words are dropped.
 */

/** What a search can read out of the words besides free text; each can be dismissed. */
export type QueryReading = 'category' | 'place' | 'date' | 'price' | 'audience';

export type DateReading = {
  /** Inclusive start, in the searcher's zone. */
  from: Date;
  /** Exclusive end; null means open-ended ("after Christmas"). */
  to: Date | null;
  /** Short chip label: 'Nov 28–29', 'Tonight', 'Dec 2026'. */
  label: string;
  span: Span | null;
};

export type Understanding = {
  /** The text every span points into: printable ASCII, shorthand spelled out, typos corrected. */
  normalized: string;
  /** With the classifier's probability and `rank` when its words stay in the free text. */
  category: EventCategoryReading | null;
  /** The place phrase as written, or a nickname spelled out; the server geocodes it. */
  place: (PlacePhrase & { span: Span | null }) | null;
  /** "near me", "nearby", "around here": the visitor's own place. */
  nearMe: Span | null;
  date: DateReading | null;
  /** A clock time the words gave ("at 7pm"); it never narrows an event search. */
  time: { hour: number; minute: number; span: Span | null } | null;
  price: (EventPriceReading & { span: Span | null }) | null;
  audience: { value: Audience; span: Span | null } | null;
  /** The remaining keywords, lower case, filler removed ('halloween'). */
  text: string;
  /** Misspelt words read as vocabulary words, [typed, read as]. */
  corrections: [string, string][];
};

export type UnderstandOptions = {
  now: Date;
  timeZone: string;
  dismissed?: readonly QueryReading[];
};

function emptyUnderstanding(text = ''): Understanding {
  return {
    normalized: text,
    category: null,
    place: null,
    nearMe: null,
    date: null,
    time: null,
    price: null,
    audience: null,
    text,
    corrections: [],
  };
}

// Order matters: filler first ("near me"), then price (so "under 20 dollars" is never the 20th),
// then audience ("21+"), the app's own date phrases, chrono-node on what is left, places (so "in
// December" never competes), then the category on the words that remain, and the leftovers are the
// free text.
function readPrepared(normalized: string, corrections: [string, string][], options: UnderstandOptions) {
  if (!normalized) return emptyUnderstanding();
  const dismissed = new Set(options.dismissed ?? []);
  const lower = normalized.toLowerCase();
  const mask = createQueryMask(lower.length);
  const nearMe = trackSpan(lower, mask, () => findNearMe(lower, mask));
  consumeFillerPhrases(lower, mask);
  const price = trackSpan(lower, mask, () => readEventPrice(lower, mask));
  const audience = trackSpan(lower, mask, () => readAudience(lower, mask));
  const ctx = createDateContext(options.now, options.timeZone);
  const times: Clock[] = [];
  const date = trackSpan(lower, mask, () => {
    if (!ctx) return null;
    const rules = findRuleDateMentions(lower, mask, ctx);
    return resolveDateMentions(
      lower,
      mask,
      [...rules, ...findChronoDateMentions(lower, mask, ctx, times)],
      ctx,
    );
  });
  const tokens = tokenizeQueryText(normalized);
  const place = trackSpan(lower, mask, () => correctPlaceSpelling(extractPlace(tokens, mask, normalized)));
  const category = dismissed.has('category')
    ? null
    : readEventCategory(normalized, tokens, mask, date.value ? date.span : null);
  return {
    normalized,
    category,
    place: place.value && !dismissed.has('place') ? { ...place.value, span: place.span } : null,
    nearMe: nearMe.value ? nearMe.span : null,
    date:
      date.value && !dismissed.has('date')
        ? { ...date.value.range, label: date.value.label, span: date.span }
        : null,
    time: times[0] && !dismissed.has('date') ? { ...times[0], span: null } : null,
    price: price.value && !dismissed.has('price') ? { ...price.value, span: price.span } : null,
    audience:
      audience.value && !dismissed.has('audience') ? { value: audience.value, span: audience.span } : null,
    text: collectFreeText(tokens, mask),
    corrections,
  };
}

/**
 * Reads a plain-English search ("bday parties in austn next wknd under $20") into a category, a
 * place phrase, a date range computed in `options.timeZone`, a price limit, an audience and the
 * leftover keywords. Input past 200 characters is cut first. Never throws: anything it cannot read
 * stays in `text`.
 */
export function understand(text: string, options: UnderstandOptions): Understanding {
  let prepared = { normalized: '', corrections: [] as [string, string][] };
  try {
    prepared = prepareText(text);
    return readPrepared(prepared.normalized, prepared.corrections, options);
  } catch {
    return emptyUnderstanding(prepared.normalized.toLowerCase());
  }
}
