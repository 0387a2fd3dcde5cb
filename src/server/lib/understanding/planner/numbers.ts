import nlp from 'compromise';
import { wordsToNumbers } from 'words-to-numbers';

/** A number written in the message, in digits or words ("20", "eight", "a hundred and twenty", "two dozen"). */
export type NumberMention = {
  value: number;
  start: number;
  end: number;
  /** "8th", "seventieth": an ordinal, which names an age or a day rather than a count. */
  isOrdinal: boolean;
  /** Written with a dollar sign before it. */
  isDollar: boolean;
};

type NumberJson = {
  text: string;
  number: { num: number };
  offset: { start: number; length: number };
  terms: Array<{ tags: string[] }>;
};

const DIGITS = /(\$\s?)?(?<![\w.])(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(st|nd|rd|th)?(?![\d/:]|\.\d)/g;
// "two dozen", "a couple dozen", "a few hundred": a count said as a multiple of a round number.
const DOZEN =
  /\b(?:(a\s+half|half\s+a|half|(?:a\s+)?couple(?:\s+of)?|(?:a\s+)?few|a|one|two|three|four|five|\d+)\s+)?dozens?\b/g;
const HUNDREDS = /\b(?:a\s+)?(couple(?:\s+of)?|few)\s+hundred\b/g;
const DOZENS: Record<string, number> = {
  a: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  couple: 2,
  few: 3,
};

/** How many times: "two", "a couple of", "a few", "half a", "3". */
function multiple(words: string): number {
  const key = words.replace(/^a\s+/, '').replace(/\s+of$/, '');
  return DOZENS[key] ?? (/half/.test(words) ? 0.5 : Number(words));
}

/** The value of a phrase of number words, by words-to-numbers, else compromise's own reading. */
function wordValue(phrase: string, fallback: number): number | null {
  const value = wordsToNumbers(phrase.replace(/-/g, ' '));
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  return Number.isFinite(fallback) ? fallback : null;
}

function overlaps(a: { start: number; end: number }, b: { start: number; end: number }): boolean {
  return a.start < b.end && b.start < a.end;
}

/** Every number in `text` (lower case), left to right. */
export function numbersIn(text: string): NumberMention[] {
  const out: NumberMention[] = [];
  const rounds = [
    ...[...text.matchAll(DOZEN)].map((m) => ({ m, unit: 12 })),
    ...[...text.matchAll(HUNDREDS)].map((m) => ({ m, unit: 100 })),
  ];
  for (const { m, unit } of rounds) {
    out.push({
      value: (m[1] ? multiple(m[1]) : 1) * unit,
      start: m.index,
      end: m.index + m[0].length,
      isOrdinal: false,
      isDollar: false,
    });
  }
  for (const m of text.matchAll(DIGITS)) {
    const start = m.index + (m[1]?.length ?? 0);
    const mention = {
      value: Number(`${m[2]!.replace(/,/g, '')}${m[3] ? `.${m[3]}` : ''}`),
      start,
      end: m.index + m[0].length,
      isOrdinal: m[4] !== undefined,
      isDollar: m[1] !== undefined,
    };
    if (!out.some((o) => overlaps(o, mention))) out.push(mention);
  }
  const found = nlp(text).numbers().json({ offset: true }) as NumberJson[];
  for (const n of found) {
    const raw = text.slice(n.offset.start, n.offset.start + n.offset.length);
    const trimmed = raw.replace(/[^a-z]+$/, '');
    if (!/[a-z]/.test(trimmed) || /\d/.test(trimmed)) continue;
    const start = n.offset.start;
    const end = start + trimmed.length;
    const isOrdinal = n.terms.at(-1)?.tags.includes('Ordinal') ?? false;
    const value = isOrdinal ? n.number.num : wordValue(trimmed, n.number.num);
    const mention = { value: value ?? Number.NaN, start, end, isOrdinal, isDollar: false };
    if (value !== null && !out.some((o) => overlaps(o, mention))) out.push(mention);
  }
  return out.sort((a, b) => a.start - b.start);
}
