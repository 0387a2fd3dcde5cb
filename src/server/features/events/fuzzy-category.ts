import { ALL_EVENT_CATEGORIES, type EventCategory } from '#shared/constants.ts';

// pg_trgm's own threshold for similar words; 'concrt'~'concert' is 0.5, 'birthdy'~'birthday' 0.55.
const MIN_SIMILARITY = 0.5;
const MIN_WORD_LENGTH = 4;

/** pg_trgm-style trigrams of one word: padded with two spaces before and one after. */
function trigramsOf(word: string): Set<string> {
  const padded = `  ${word} `;
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  return grams;
}

function similarity(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const gram of a) if (b.has(gram)) shared++;
  return shared / (a.size + b.size - shared);
}

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length >= MIN_WORD_LENGTH);

const CATEGORY_WORDS = ALL_EVENT_CATEGORIES.map((category) => ({
  category,
  words: wordsOf(category).map((word) => ({ word, grams: trigramsOf(word) })),
}));

/** Categories a single word names, allowing a typo, and whether it is spelt exactly. */
function matchWord(word: string): { categories: EventCategory[]; isExact: boolean } {
  const grams = trigramsOf(word);
  const found = CATEGORY_WORDS.filter(({ words }) =>
    words.some((w) => similarity(grams, w.grams) >= MIN_SIMILARITY),
  );
  const isExact = CATEGORY_WORDS.some(({ words }) => words.some((w) => w.word === word));
  return { categories: found.map((f) => f.category), isExact };
}

/**
 * A misspelt word that names exactly one category ('concrt', 'birthdy'), read as that category
 * the way the query parser reads 'concert', and the text without it. Exact words are left alone:
 * the parser has already taken the ones that mean a category ('party' stays free text).
 */
export function readCategoryTypo(text: string): { category: EventCategory; text: string } | null {
  for (const word of wordsOf(text)) {
    const { categories, isExact } = matchWord(word);
    const [category] = categories;
    if (category && categories.length === 1 && !isExact) {
      const rest = text
        .replace(new RegExp(`\\b${word}\\b`, 'i'), ' ')
        .replace(/\s+/g, ' ')
        .trim();
      return { category, text: rest };
    }
  }
  return null;
}

/**
 * Categories the free text's words name, allowing a typo ('festivl' -> the three festivals), so
 * their events match the text even when titles do not repeat the word.
 */
export function findFuzzyCategories(text: string): EventCategory[] {
  const found = new Set(wordsOf(text).flatMap((word) => matchWord(word).categories));
  return ALL_EVENT_CATEGORIES.filter((c) => found.has(c));
}
