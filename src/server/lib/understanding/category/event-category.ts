import { ALL_EVENT_CATEGORIES, EVENT_CATEGORIES, type EventCategory } from '#shared/constants.ts';
import eventSearch from '../corpus/event-search.json' with { type: 'json' };
import type { Span } from '../span.ts';
import { consumeSpan, isSpanFree, type QueryMask } from '../text/mask.ts';
import type { QueryToken } from '../text/normalize.ts';
import { prepareText } from '../text/prepare.ts';
import { NONE, type TextClassifier, trainClassifier } from './classifier.ts';
import { contentWords, stem } from './features.ts';

/*
 * The event category comes from a classifier trained on the development part of the labelled corpus
 * (corpus/event-search.json), never from a synonym list: new phrasings are taught by adding lines.
 * Words that name a category outright ("concerts", "birthday", "festival") are claimed and leave the
 * free text; every other word the classifier read ("jazz", "halloween") stays there and ranks results.
 * A category read without any such word ranks instead of filtering, so a title that says the word is
 * never hidden.
 */

/** Below this probability the best guess is not a reading; 5-fold cross-validation on the development part found none helps. */
const MIN_CONFIDENCE = 0;

/** The words of each category's own name, stemmed ("festival" names the three festivals). */
const NAME_WORDS = new Map<string, EventCategory[]>();
for (const category of ALL_EVENT_CATEGORIES) {
  for (const word of category.toLowerCase().split(/[^a-z]+/)) {
    if (word.length < 4 || word === 'party') continue;
    NAME_WORDS.set(stem(word), [...(NAME_WORDS.get(stem(word)) ?? []), category]);
  }
}
NAME_WORDS.set('fest', NAME_WORDS.get('festival') ?? []);
NAME_WORDS.set('sport', ['Sports']);

/** A guess below this probability that no naming word backs only ranks, and the search shows it nowhere. */
export const RANK_CONFIDENCE = 0.5;

let classifier: TextClassifier | null = null;

/**
 * Trained on first use, from the corpus lines of the development part only, plus each category's own
 * name as a line of its own ("Ice Skating" is Ice Skating), so a category the lines rarely name
 * outright is still known by its name.
 */
function eventClassifier(): TextClassifier {
  if (classifier) return classifier;
  const lines = eventSearch.items
    .filter((item) => item.part === 'dev')
    .map((item) => {
      const label = item.expect.category;
      const labels = label === null ? [NONE] : Array.isArray(label) ? label : [label];
      return { words: contentWords(prepareText(item.text).normalized).words, labels };
    });
  const names = EVENT_CATEGORIES.map((name) => ({ words: contentWords(name).words, labels: [name] }));
  classifier = trainClassifier([...lines, ...names]);
  return classifier;
}

/** Whether the search uses a reading: a naming word backs it, or the classifier is sure enough. */
export const isCategoryUsable = (reading: EventCategoryReading | null): reading is EventCategoryReading =>
  reading !== null && (reading.mode === 'filter' || reading.confidence >= RANK_CONFIDENCE);

export type EventCategoryReading = {
  value: EventCategory;
  confidence: number;
  mode: 'filter' | 'rank';
  span: Span | null;
};

/**
 * The category of a normalized search. Its naming words that no other reading claimed are claimed
 * in `mask`; the span runs from the first to the last of them.
 */
export function readEventCategory(
  normalized: string,
  tokens: readonly QueryToken[],
  mask: QueryMask,
): EventCategoryReading | null {
  const { words, indexes } = contentWords(normalized);
  const model = eventClassifier();
  const { label, confidence } = model.predict(words);
  if (label === NONE || confidence < MIN_CONFIDENCE) return null;
  const spelled = words.map((word) => model.spell([word])[0] ?? word);
  const claimed = indexes
    .filter((_, i) => NAME_WORDS.get(spelled[i] ?? '')?.includes(label as EventCategory))
    .map((index) => tokens[index] as QueryToken)
    .filter((token) => isSpanFree(mask, token.start, token.end));
  for (const token of claimed) consumeSpan(mask, token.start, token.end);
  const first = claimed[0];
  const last = claimed.at(-1);
  return {
    value: label as EventCategory,
    confidence,
    mode: claimed.length > 0 ? 'filter' : 'rank',
    span:
      first && last
        ? { start: first.start, end: last.end, text: normalized.slice(first.start, last.end) }
        : null,
  };
}
