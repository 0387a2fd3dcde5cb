import type { VendorCategory } from '#shared/constants.ts';
import { collectFreeText } from './free-text.ts';
import { normalizeQueryText, tokenizeQueryText } from './normalize-query-text.ts';
import type { PlacePhrase } from './place-names.ts';
import { extractPlace } from './place-phrase.ts';
import { readVendorMaxPrice } from './price-phrase.ts';
import { createQueryMask } from './query-mask.ts';
import { consumeFillerPhrases } from './stop-words.ts';
import { findVendorTrade } from './vendor-trades.ts';

/*
 * A vendor search reads the same way as an event search ("dj in austin", "near San Jose CA",
 * "near me", filler words) through the same normalizer, place reader and free-text collection; it
 * differs in what else it reads: a trade instead of an event category (vendor-trades.ts), a price
 * ceiling instead of dates. Event words ("wedding", "kids party") are not categories here: they stay
 * in the free text, where they rank vendors whose descriptions and services say them.
 */

/** What a vendor search can read besides free text; each can be dismissed (its chip removed). */
export type VendorQueryReading = 'category' | 'place' | 'price';

export type ParsedVendorQuery = {
  category: VendorCategory | null;
  /** As written ('austin', region null) or a nickname spelled out; the server geocodes it. */
  place: PlacePhrase | null;
  /** Whole dollars: "under $500", "$300 or less", "budget 1,200", "max 2k". */
  maxPrice: number | null;
  /** The remaining keywords, lower case, filler removed. */
  text: string;
};

// Words that ask for a vendor without saying which: dropped from the free text.
const VENDOR_FILLER: ReadonlySet<string> = new Set(
  `vendor vendors service services company companies business businesses hire hiring hired book booking
  professional professionals pro pros someone somebody person people guy guys`.split(/\s+/),
);

/**
 * Reads a plain-English vendor search ("wedding photographer near San Jose CA", "caterers under
 * $500") into a trade, a place phrase, a price ceiling and the leftover keywords. Dismissed readings
 * are not applied: a dismissed trade's words stay in the free text as plain words, dismissed place
 * and price words are dropped. Input past 200 characters is cut first. Never throws.
 */
export function parseVendorQuery(
  text: string,
  dismissed: readonly VendorQueryReading[] = [],
): ParsedVendorQuery {
  const typed = typeof text === 'string' ? text : '';
  let normalized = '';
  try {
    normalized = normalizeQueryText(typed);
    const lower = normalized.toLowerCase();
    const mask = createQueryMask(lower.length);
    consumeFillerPhrases(lower, mask);
    const maxPrice = readVendorMaxPrice(lower, mask, typed);
    const category = dismissed.includes('category') ? null : findVendorTrade(lower, mask);
    const place = extractPlace(tokenizeQueryText(normalized), mask, normalized);
    return {
      category,
      place: dismissed.includes('place') ? null : place,
      maxPrice: dismissed.includes('price') ? null : maxPrice,
      text: collectFreeText(tokenizeQueryText(normalized), mask, VENDOR_FILLER),
    };
  } catch {
    return { category: null, place: null, maxPrice: null, text: normalized.toLowerCase() };
  }
}
