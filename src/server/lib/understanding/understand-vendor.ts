import type { VendorCategory } from '#shared/constants.ts';
import { findVendorTrade } from './category/vendor-trade.ts';
import type { PlacePhrase } from './places/names.ts';
import { extractPlace } from './places/phrase.ts';
import { correctPlaceSpelling } from './places/spelling.ts';
import { readVendorMaxPrice } from './price.ts';
import { type Span, trackSpan } from './span.ts';
import { collectFreeText } from './text/free-text.ts';
import { createQueryMask } from './text/mask.ts';
import { tokenizeQueryText } from './text/normalize.ts';
import { prepareText } from './text/prepare.ts';
import { consumeFillerPhrases, findNearMe } from './text/stop-words.ts';

/*
 * A vendor search reads the same way as an event search ("dj in austn", "near San Jose CA", "near
 * me", filler words) through the same preparation, place reader and free-text collection; it differs
 * in what else it reads: a trade instead of an event category, a budget (price ceiling) instead of
 * dates. Event words ("wedding", "kids party") are not trades: they stay in the free text, where they
 * rank vendors whose descriptions and services say them.
 */

/** What a vendor search can read besides free text; each can be dismissed (its chip removed). */
export type VendorQueryReading = 'category' | 'place' | 'price';

export type VendorUnderstanding = {
  normalized: string;
  category: { value: VendorCategory; span: Span | null } | null;
  place: (PlacePhrase & { span: Span | null }) | null;
  nearMe: Span | null;
  /** The most the searcher wants to pay, in whole dollars: "under $500", "max 2k", "2 grand". */
  budget: { value: number; span: Span | null } | null;
  /** The remaining keywords, lower case, filler removed. */
  text: string;
};

// Words that ask for a vendor without saying which: dropped from the free text.
const VENDOR_FILLER: ReadonlySet<string> = new Set(
  `vendor vendors service services company companies business businesses hire hiring hired book booking
  professional professionals pro pros someone somebody person people guy guys`.split(/\s+/),
);

/**
 * Reads a plain-English vendor search ("wedding photgrapher near San Jose CA", "caterers under
 * $500"). Dismissed readings are not applied: a dismissed trade's words stay in the free text as
 * plain words, dismissed place and price words are dropped. Input past 200 characters is cut first.
 * Never throws.
 */
export function understandVendorSearch(
  typed: string,
  dismissed: readonly VendorQueryReading[] = [],
): VendorUnderstanding {
  let normalized = '';
  try {
    normalized = prepareText(typed).normalized;
    const lower = normalized.toLowerCase();
    const mask = createQueryMask(lower.length);
    const nearMe = trackSpan(lower, mask, () => findNearMe(lower, mask));
    consumeFillerPhrases(lower, mask);
    const hasDollarSign = typeof typed === 'string' && typed.includes('$');
    const budget = trackSpan(lower, mask, () => readVendorMaxPrice(lower, mask, hasDollarSign));
    const trade = dismissed.includes('category')
      ? { value: null, span: null }
      : trackSpan(lower, mask, () => findVendorTrade(lower, mask));
    const tokens = tokenizeQueryText(normalized);
    const place = trackSpan(lower, mask, () => correctPlaceSpelling(extractPlace(tokens, mask, normalized)));
    return {
      normalized,
      category: trade.value ? { value: trade.value, span: trade.span } : null,
      place: place.value && !dismissed.includes('place') ? { ...place.value, span: place.span } : null,
      nearMe: nearMe.value ? nearMe.span : null,
      budget:
        budget.value !== null && !dismissed.includes('price')
          ? { value: budget.value, span: budget.span }
          : null,
      text: collectFreeText(tokens, mask, VENDOR_FILLER),
    };
  } catch {
    return {
      normalized,
      category: null,
      place: null,
      nearMe: null,
      budget: null,
      text: normalized.toLowerCase(),
    };
  }
}
