import type { VendorCategory } from '#shared/constants.ts';
import { consumeSpan, isSpanFree, type QueryMask } from '../text/mask.ts';
import { isCorrectable, slipDistance } from '../text/spelling.ts';
import { stem } from './features.ts';
import { TRADE_PHRASES } from './vendor-glossary.ts';

/*
 * The vendor trade a search names, read from the trade glossary with spelling tolerance: a word
 * matches a glossary word as typed, as its plural, spelt by ear ("ph" written "f": "fotografer",
 * "videografer") or one slip away ("photgrapher", "majician", "carterer", "ballon", "florest"), so
 * typos need no list of their own.
 */

type Token = { word: string; start: number; end: number };
type TradeMatch = { category: VendorCategory; start: number; end: number };

// Spelling by ear: "ph" and "f" sound the same, so a word written either way is the same word.
const byEar = (word: string) => word.replace(/ph/g, 'f');

const GLOSSARY_WORDS: ReadonlySet<string> = new Set(TRADE_PHRASES.flatMap(([, words]) => words));
// Slips are read only against glossary words this long: shorter words ("band", "tent", "light")
// have too many real look-alikes ("hand", "test", "night").
const MIN_SLIP_LENGTH = 6;

function isSlipOf(typed: string, word: string): boolean {
  if (word.length < MIN_SLIP_LENGTH || GLOSSARY_WORDS.has(typed) || GLOSSARY_WORDS.has(stem(typed)))
    return false;
  const near = [typed, stem(typed)].some((form) => slipDistance(byEar(form), byEar(word)) !== null);
  return near && isCorrectable(typed);
}

/** Whether a typed word is this glossary word: as typed, its plural, spelt by ear, or a slip of it. */
function isWord(typed: string, word: string): boolean {
  if (typed === word || typed === `${word}s` || typed === `${word}es` || stem(typed) === word) return true;
  if (byEar(typed) === byEar(word) || byEar(stem(typed)) === byEar(word)) return true;
  return isSlipOf(typed, word);
}

/** Where a phrase's words occur in the tokens, word by word or written as one ("photobooth"). */
function phraseMatches(tokens: readonly Token[], words: readonly string[]): { start: number; end: number }[] {
  const found: { start: number; end: number }[] = [];
  const joined = words.join('');
  for (let i = 0; i < tokens.length; i++) {
    const first = tokens[i]!;
    if (words.length > 1 && isWord(first.word, joined)) found.push({ start: first.start, end: first.end });
    const last = tokens[i + words.length - 1];
    if (last && words.every((word, j) => isWord(tokens[i + j]!.word, word)))
      found.push({ start: first.start, end: last.end });
  }
  return found;
}

/**
 * The trade the words name: the longest phrase wins ("photo booth" over "booth", "balloon twister"
 * over "balloons"), then the earliest. It and any other phrase of the same trade are claimed;
 * words naming another trade stay in the free text.
 */
export function findVendorTrade(text: string, mask: QueryMask): VendorCategory | null {
  const tokens = Array.from(text.matchAll(/[a-z0-9]+/g), (m) => ({
    word: m[0],
    start: m.index,
    end: m.index + m[0].length,
  }));
  const candidates: TradeMatch[] = [];
  for (const [category, words] of TRADE_PHRASES) {
    for (const { start, end } of phraseMatches(tokens, words)) {
      if (isSpanFree(mask, start, end)) candidates.push({ category, start, end });
    }
  }
  candidates.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const [best] = candidates;
  if (!best) return null;
  for (const candidate of candidates) {
    if (candidate.category === best.category && isSpanFree(mask, candidate.start, candidate.end))
      consumeSpan(mask, candidate.start, candidate.end);
  }
  return best.category;
}
