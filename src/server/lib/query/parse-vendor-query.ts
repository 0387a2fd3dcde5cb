import type { VendorCategory } from '#shared/constants.ts';
import { collectFreeText } from './free-text.ts';
import { normalizeQueryText, tokenizeQueryText } from './normalize-query-text.ts';
import type { PlacePhrase } from './place-names.ts';
import { extractPlace } from './place-phrase.ts';
import { consumeSpan, createQueryMask, isSpanFree, type QueryMask } from './query-mask.ts';
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

const AMOUNT = String.raw`(\d{1,3}(?:,\d{3})+|\d+)(k)?(?:\s\d{2}(?!\d))?`;
const CURRENCY = String.raw`(?:\s*(?:dollars?|bucks|usd))?`;
const PRICE_PATTERNS = [
  new RegExp(
    String.raw`\b(?:under|below|beneath|less\s+than|cheaper\s+than|no\s+more\s+than|not\s+over|up\s+to|at\s+most|max(?:imum)?|budget(?:\s+(?:of|is))?|for)\s+${AMOUNT}${CURRENCY}(?=\s|,|$)`,
    'g',
  ),
  new RegExp(
    String.raw`\b${AMOUNT}${CURRENCY}\s+(?:or\s+(?:less|under|below|cheaper)|max(?:imum)?|tops|budget|and\s+under)\b`,
    'g',
  ),
];

function amountOf(digits: string, thousands: string | undefined): number {
  const value = Number(digits.replace(/,/g, ''));
  return thousands ? value * 1000 : value;
}

/** A price ceiling and its words, claimed; "for 500" counts only when written with a dollar sign. */
function readMaxPrice(lower: string, mask: QueryMask, typed: string): number | null {
  for (const pattern of PRICE_PATTERNS) {
    for (const match of lower.matchAll(pattern)) {
      const end = match.index + match[0].length;
      if (!isSpanFree(mask, match.index, end)) continue;
      const isFor = match[0].startsWith('for');
      if (isFor && !typed.includes('$')) continue;
      const amount = amountOf(match[1] ?? '', match[2]);
      if (!Number.isFinite(amount) || amount <= 0 || amount > 1_000_000) continue;
      consumeSpan(mask, isFor ? match.index + 3 : match.index, end);
      return amount;
    }
  }
  return null;
}

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
    const maxPrice = readMaxPrice(lower, mask, typed);
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
