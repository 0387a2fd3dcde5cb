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

const CATEGORY_WORDS = ALL_EVENT_CATEGORIES.map((category) => ({
  category,
  words: category
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length >= MIN_WORD_LENGTH)
    .map(trigramsOf),
}));

/**
 * Categories a word of the free text names, allowing a typo ('concrt' -> Concert), so a misspelt
 * category still finds events whose titles do not repeat it. Exact names are the query parser's job.
 */
export function findFuzzyCategories(text: string): EventCategory[] {
  const words = text
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length >= MIN_WORD_LENGTH)
    .map(trigramsOf);
  if (words.length === 0) return [];
  return CATEGORY_WORDS.filter(({ words: names }) =>
    names.some((name) => words.some((word) => similarity(word, name) >= MIN_SIMILARITY)),
  ).map(({ category }) => category);
}
