import nlp from 'compromise';

/** A value read from the message, with the span of the text it came from. */
export type Reading<T> = { value: T; start: number; end: number; text: string };

export type Span = { start: number; end: number };

export function reading<T>(value: T, source: string, start: number, end: number): Reading<T> {
  return { value, start, end, text: source.slice(start, end).trim() };
}

/** Blanks spans of `text` (same length, so later offsets stay valid). */
export function blank(text: string, spans: ReadonlyArray<Span>): string {
  let out = text;
  for (const { start, end } of spans) out = out.slice(0, start) + ' '.repeat(end - start) + out.slice(end);
  return out;
}

/** The first match of a global pattern whose reading is not null. */
export function firstMatch<T>(
  pattern: RegExp,
  text: string,
  read: (m: RegExpExecArray) => T | null,
): Reading<T> | null {
  pattern.lastIndex = 0;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    const value = read(m);
    if (value !== null) return reading(value, text, m.index, m.index + m[0].length);
    if (!pattern.global) break;
  }
  return null;
}

export type Word = { text: string; start: number; end: number; tags: ReadonlySet<string> };

type TermJson = { text: string; tags: string[]; offset: { start: number; length: number } };

/** The words of `text` with their parts of speech, as compromise tags them in context. */
export function wordsOf(text: string): Word[] {
  const sentences = nlp(text).json({ offset: true }) as Array<{ terms: TermJson[] }>;
  return sentences
    .flatMap((s) => s.terms)
    .filter((t) => t.offset.length > 0)
    .map((t) => ({
      text: text.slice(t.offset.start, t.offset.start + t.offset.length).toLowerCase(),
      start: t.offset.start,
      end: t.offset.start + t.offset.length,
      tags: new Set(t.tags),
    }));
}

const LEXICON = (nlp.model() as { one: { lexicon: Record<string, string | string[] | undefined> } }).one
  .lexicon;

/** Whether compromise's dictionary has the word as a plural noun ("kids", "coworkers"). */
export function isLexiconPlural(word: string): boolean {
  const entry = LEXICON[word];
  const tags = Array.isArray(entry) ? entry : entry ? [entry] : [];
  return tags.includes('Plural');
}

// The tags a dictionary entry has when it is a name, or a word names are also spelt as ("leo", "rose").
const NAME_ENTRY_TAGS = new Set([
  'Noun',
  'FirstName',
  'MaleName',
  'FemaleName',
  'Person',
  'LastName',
  'ProperNoun',
]);

/** Whether compromise's dictionary has the word as anything but a name or a plain noun ("cost", "fun"). */
export function isDictionaryWord(word: string): boolean {
  const entry = LEXICON[word];
  const tags = Array.isArray(entry) ? entry : entry ? [entry] : [];
  return tags.some((tag) => !NAME_ENTRY_TAGS.has(tag));
}

const isolatedTags = new Map<string, ReadonlySet<string>>();

/** A word's tags read alone: compromise may tag a plural noun as a verb after a number word. */
export function tagsAlone(word: string): ReadonlySet<string> {
  let tags = isolatedTags.get(word);
  if (!tags) {
    const terms = (nlp(word).json() as Array<{ terms: TermJson[] }>).flatMap((s) => s.terms);
    tags = new Set(terms.length === 1 ? terms[0]!.tags : []);
    if (isolatedTags.size < 5000) isolatedTags.set(word, tags);
  }
  return tags;
}
