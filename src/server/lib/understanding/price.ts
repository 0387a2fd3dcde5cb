import { CHEAP_MAX_DOLLARS } from '#shared/lib/admission.ts';
import { numbersIn } from './planner/numbers.ts';
import { consumeSpan, isSpanFree, type QueryMask } from './text/mask.ts';

/*
 * Price words of a plain-English search, read from the normalized, lower-case text (where '$' is gone:
 * callers that need to know a sum was in dollars write "$20" as "20 dollars" first, see
 * spellOutDollars). Vendor and event searches share the ceiling phrases ("under $500", "$300 or
 * less", "max 2k"); event searches also read "free", "no cover" and "cheap".
 */

// Digits, a decimal part only before a multiplier ("1.2k" normalizes to "1 2k"), a multiplier ("2k",
// "2 grand", "5 hundred") and cents ("20.50" normalizes to "20 50").
const MULTIPLIER = String.raw`\s?(?:k|grand|thousand)\b|\s(?:hundred)\b`;
const AMOUNT = String.raw`(\d{1,3}(?:,\d{3})+|\d+)(?:\s(\d{1,3})(?=${MULTIPLIER}))?(${MULTIPLIER})?(?:\s(\d{2})(?!\d))?`;
const CEILING_WORDS = String.raw`under|below|beneath|less\s+than|cheaper\s+than|no\s+more\s+than|not\s+over|up\s+to|at\s+most|max(?:imum)?|budget(?:\s+(?:of|is))?`;
const TRAILING_WORDS = String.raw`or\s+(?:less|under|below|cheaper)|max(?:imum)?|tops|budget|and\s+under`;

function ceilingPatterns(currency: string, withFor: boolean): RegExp[] {
  const lead = withFor ? `${CEILING_WORDS}|for` : CEILING_WORDS;
  return [
    new RegExp(String.raw`\b(?:${lead})\s+${AMOUNT}${currency}(?=\s|,|$)`, 'g'),
    new RegExp(String.raw`\b${AMOUNT}${currency}\s+(?:${TRAILING_WORDS})\b`, 'g'),
  ];
}

// Vendors: the currency is optional ("caterers under 500"); an event search needs it, since "under
// 21" is an age and "20 or less" could be guests.
const VENDOR_PATTERNS = ceilingPatterns(String.raw`(?:\s*(?:dollars?|bucks|usd))?`, true);
const EVENT_PATTERNS = ceilingPatterns(String.raw`\s*(?:dollars?|bucks|usd)`, false);
// Without a currency, a ceiling of 25 or more that counts no people or years is a price ("tickets under
// 50", "new years party under 100"): ages after "under" stop at 21, and "under 30s" is an age group.
const NOT_DOLLARS_AFTER = String.raw`\s+(?:years?|yrs?|yo|people|guests|ppl|persons|plus|kids|children|minutes?|mins?|miles?|mi|hours?|hrs?|and\s+(?:over|up|older)|or\s+older)\b`;
const BARE_CEILING = new RegExp(
  String.raw`\b(?:${CEILING_WORDS})\s+(\d{2,4})(?=\s|,|$)(?!${NOT_DOLLARS_AFTER})`,
  'g',
);
const COUNTS_NO_DOLLARS = new RegExp(`^(?:${NOT_DOLLARS_AFTER}|s\\b)`);
const MIN_BARE_PRICE = 25;

function amountOf(match: RegExpMatchArray): number {
  const [, digits = '', decimals, multiplier, cents] = match;
  const whole = Number(`${digits.replace(/,/g, '')}${decimals ? `.${decimals}` : ''}`);
  const value = whole + (cents ? Number(cents) / 100 : 0);
  if (!multiplier) return value;
  return value * (multiplier.trim() === 'hundred' ? 100 : 1000);
}

const CURRENCY = String.raw`\s*(?:dollars?|bucks|usd)\b`;
const WORDS_LEAD = new RegExp(String.raw`\b(?:${CEILING_WORDS})\s+(?:a\s+)?$`);
const WORDS_AFTER = new RegExp(`^(${MULTIPLIER})?(${CURRENCY})?`);
const WORDS_TRAILING = new RegExp(String.raw`^\s+(?:${TRAILING_WORDS})\b`);
// Reading number words takes a language library: only done when a ceiling word is followed by a word,
// or a currency by a trailing ceiling word ("twenty bucks or less").
const MAY_HAVE_WORDS = new RegExp(
  String.raw`\b(?:${CEILING_WORDS})\s+[a-z]|[a-z]${CURRENCY}\s+(?:${TRAILING_WORDS})\b`,
);

/**
 * A ceiling written in number words after a ceiling word ("under fifty dollars", "under eight grand")
 * or before a trailing one with its currency ("fifteen dollars or less").
 */
function readWordCeiling(lower: string, mask: QueryMask, needsCurrency: boolean): number | null {
  if (!MAY_HAVE_WORDS.test(lower)) return null;
  for (const n of numbersIn(lower)) {
    if (n.isOrdinal || /\d/.test(lower.slice(n.start, n.end))) continue;
    const lead = WORDS_LEAD.exec(lower.slice(0, n.start));
    const after = WORDS_AFTER.exec(lower.slice(n.end));
    const afterEnd = n.end + (after?.[0].length ?? 0);
    const trail = after?.[2] ? WORDS_TRAILING.exec(lower.slice(afterEnd)) : null;
    if (!lead && !trail) continue;
    const multiplier = after?.[1]?.trim();
    const amount = n.value * (multiplier === 'hundred' ? 100 : multiplier ? 1000 : 1);
    // Without a currency, words after a ceiling word are a price as digits are ("tix under fifty").
    const isBare = lead && amount >= MIN_BARE_PRICE && !COUNTS_NO_DOLLARS.test(lower.slice(afterEnd));
    if (needsCurrency && !after?.[2] && !isBare) continue;
    const start = lead ? lead.index : n.start;
    const end = lead ? afterEnd : afterEnd + (trail?.[0].length ?? 0);
    if (!(amount > 0 && amount <= 1_000_000) || !isSpanFree(mask, start, end)) continue;
    consumeSpan(mask, start, end);
    return amount;
  }
  return null;
}

function readCeiling(
  lower: string,
  mask: QueryMask,
  patterns: RegExp[],
  hasDollarSign: boolean,
): number | null {
  for (const pattern of patterns) {
    for (const match of lower.matchAll(pattern)) {
      const end = match.index + match[0].length;
      if (!isSpanFree(mask, match.index, end)) continue;
      const isFor = match[0].startsWith('for');
      if (isFor && !hasDollarSign) continue;
      const amount = amountOf(match);
      if (!Number.isFinite(amount) || amount <= 0 || amount > 1_000_000) continue;
      consumeSpan(mask, isFor ? match.index + 3 : match.index, end);
      return amount;
    }
  }
  return null;
}

// A search about tickets or admission is about what they cost: there a bare ceiling under 25 is a
// price too ("baseball tickets under 20", "tix under 15", "museum admission under 10").
const ADMISSION_WORDS = /\b(?:tickets?|tix|admission|entry|entrance)\b/;
const MIN_BARE_ADMISSION_PRICE = 5;

function readBareCeiling(lower: string, mask: QueryMask): number | null {
  const least = ADMISSION_WORDS.test(lower) ? MIN_BARE_ADMISSION_PRICE : MIN_BARE_PRICE;
  for (const match of lower.matchAll(BARE_CEILING)) {
    const end = match.index + match[0].length;
    const amount = Number(match[1]);
    if (amount < least || !isSpanFree(mask, match.index, end)) continue;
    consumeSpan(mask, match.index, end);
    return amount;
  }
  return null;
}

/** A vendor search's price ceiling in dollars, its words claimed; "for 500" counts only with a '$'. */
export function readVendorMaxPrice(lower: string, mask: QueryMask, hasDollarSign: boolean): number | null {
  const amount =
    readCeiling(lower, mask, VENDOR_PATTERNS, hasDollarSign) ?? readWordCeiling(lower, mask, false);
  return amount === null ? null : Math.floor(amount);
}

/** "$20" as "20 dollars", "$1.5k" kept as typed: the normalizer drops '$', and event ceilings need a currency. */
export function spellOutDollars(typed: string): string {
  return typed.replace(/\$\s?(\d[\d,]*(?:\.\d{1,2})?k?)\b/gi, '$1 dollars');
}

/** What an event search asks of the price: free only, or at most `maxPrice` dollars ("cheap" is one). */
export type EventPriceReading =
  | { kind: 'free' }
  | { kind: 'max'; maxPrice: number }
  | { kind: 'cheap'; maxPrice: number };

// "free" asks about the price unless it says what is free of ("gluten-free", "alcohol free") or
// names a free something that is not admission ("free time", "free food", "freestyle").
const NOT_PRICE_BEFORE = new Set(
  `gluten sugar dairy nut peanut alcohol smoke drug cruelty scent fragrance stress hassle car plastic waste
  kid kids child tax duty hands allergy allergen meat carb caffeine booze screen phone judgment judgement`.split(
    /\s+/,
  ),
);
const NOT_PRICE_AFTER = new Set(
  `time style spirit spirits fall form range throw throws kick kicks skate skating food drinks drink beer pizza
  parking wifi samples sample snacks swag will speech press agent agency market trade verse weights`.split(
    /\s+/,
  ),
);
const FREE_PHRASE =
  /(?<![-\w])(?:(?:for|totally|completely|entirely|absolutely)\s+)?free(?:\s+(?:of\s+charge|admission|entry|entrance|to\s+attend|tickets?))?(?![-\w])/g;
const NO_COVER_PHRASE =
  /\b(?:no\s+(?:cover(?:\s+charge)?|charge|entry\s+fee|admission(?:\s+fee)?|entrance\s+fee|tickets?\s+(?:needed|required))|zero\s+cost|costs?\s+nothing|gratis)\b/g;
const CHEAP_PHRASE =
  /\b(?:cheap|cheaper|cheapest|inexpensive|affordable|low[-\s]cost|low[-\s]priced?|on\s+a\s+budget|budget(?:[-\s]friendly)?)\b/g;

function wordBefore(lower: string, index: number): string {
  return /(\w+)[\s-]*$/.exec(lower.slice(0, index))?.[1] ?? '';
}

function readFree(lower: string, mask: QueryMask): boolean {
  for (const match of lower.matchAll(FREE_PHRASE)) {
    const end = match.index + match[0].length;
    const before = lower.slice(0, match.index);
    if (/-\s*$/.test(before) || NOT_PRICE_BEFORE.has(wordBefore(lower, match.index))) continue;
    const after = /^\s+(\w+)/.exec(lower.slice(end))?.[1] ?? '';
    if (match[0] === 'free' && NOT_PRICE_AFTER.has(after)) continue;
    if (!isSpanFree(mask, match.index, end)) continue;
    consumeSpan(mask, match.index, end);
    return true;
  }
  for (const match of lower.matchAll(NO_COVER_PHRASE)) {
    const end = match.index + match[0].length;
    if (!isSpanFree(mask, match.index, end)) continue;
    consumeSpan(mask, match.index, end);
    return true;
  }
  return false;
}

function readCheap(lower: string, mask: QueryMask): boolean {
  for (const match of lower.matchAll(CHEAP_PHRASE)) {
    const end = match.index + match[0].length;
    if (!isSpanFree(mask, match.index, end)) continue;
    consumeSpan(mask, match.index, end);
    return true;
  }
  return false;
}

/**
 * An event search's price words, claimed: "free", "for free", "no cover" read as free; "under $20",
 * "20 dollars or less" as a ceiling; "cheap", "affordable", "on a budget" as free or at most
 * CHEAP_MAX_DOLLARS. A search that says free and a ceiling ("free or under $10") gets the ceiling,
 * which takes free events too. Every price word is claimed, so none is left in the free text to match
 * descriptions by.
 */
export function readEventPrice(lower: string, mask: QueryMask): EventPriceReading | null {
  const maxPrice =
    readCeiling(lower, mask, EVENT_PATTERNS, false) ??
    readWordCeiling(lower, mask, true) ??
    readBareCeiling(lower, mask);
  const isCheap = readCheap(lower, mask);
  const isFree = readFree(lower, mask);
  if (maxPrice !== null) return { kind: 'max', maxPrice };
  if (isCheap) return { kind: 'cheap', maxPrice: CHEAP_MAX_DOLLARS };
  return isFree ? { kind: 'free' } : null;
}
