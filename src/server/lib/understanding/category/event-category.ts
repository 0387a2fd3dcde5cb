import { ALL_EVENT_CATEGORIES, EVENT_CATEGORIES, type EventCategory } from '#shared/constants.ts';
import eventSearch from '../corpus/event-search.json' with { type: 'json' };
import type { Span } from '../span.ts';
import { consumeSpan, isSpanConsumed, isSpanFree, type QueryMask } from '../text/mask.ts';
import type { QueryToken } from '../text/normalize.ts';
import { prepareText } from '../text/prepare.ts';
import { CATEGORY_GLOSSARY } from './category-glossary.data.ts';
import { type Example, NONE, type Prediction, type TextClassifier, trainClassifier } from './classifier.ts';
import { contentWords, stem } from './features.ts';

/*
 * The event category comes from a classifier trained on the development part of the labelled corpus
 * (corpus/event-search.json) and a glossary of what each kind of event is called
 * (category-glossary.data.ts), never from a synonym list: new phrasings are taught by adding lines.
 * Words that name a category outright ("concerts", "birthday", "festival") are claimed and leave the
 * free text; every other word the classifier read ("jazz", "halloween") stays there and ranks results.
 * A category read without any such word ranks instead of filtering, so a title that says the word is
 * never hidden.
 */

/** The words of each category's own name, stemmed ("festival" names the three festivals). */
export const NAME_WORDS = new Map<string, EventCategory[]>();
for (const category of ALL_EVENT_CATEGORIES) {
  for (const word of category.toLowerCase().split(/[^a-z]+/)) {
    if (word.length < 4 || word === 'party') continue;
    NAME_WORDS.set(stem(word), [...(NAME_WORDS.get(stem(word)) ?? []), category]);
  }
}
NAME_WORDS.set('fest', NAME_WORDS.get('festival') ?? []);
NAME_WORDS.set('sport', ['Sports']);
const OFFERED: ReadonlySet<string> = new Set(EVENT_CATEGORIES);

/**
 * Below this probability the best guess is no reading, even when a word of the category's name
 * backs it ("festival" alone names three categories and none of them). Chosen by 5-fold
 * cross-validation on the development part: 0.35-0.4 best, 0.5 two points lower, and letting a
 * naming word pass a less sure guess one and a half points lower.
 */
export const RANK_CONFIDENCE = 0.4;

/*
 * A date phrase that frames when rather than says what: "on juneteenth", "christmas weekend",
 * "this winter" ("ski trips this winter", "snowshoe hikes this winter" are outings, not winter festivals),
 * "between christmas and new year", "from thanksgiving to christmas". The holiday in it is the date,
 * not the kind of event, so its words are not read for the category: the corpus labels "events in
 * philly on juneteenth", "fun things to do on xmas eve", "thanksgiving weekend events in dc",
 * "presidents day weekend things to do" and "between christmas and new year events" with none, and
 * "costume party on halloween" by its other words. A holiday named alone ("halloween parties",
 * "nye countdown") is what the search asks for, and stays.
 */
const DATE_FRAME =
  /^(?:on|over|during|between|from|until|till|through|after|before|this|next)\b|\bweek(?:end)?s?$|\b(?:and|to|thru|through)\b/;

/*
 * A search that asks for anything at all ("things to do", "what's happening", "what's on") names no
 * kind of event, so a holiday in it is the date however it is said: the corpus labels "things to do
 * christmas eve in chicago", "things to do mothers day with the kids", "free things to do on mlk day"
 * and "kid friendly things to do on new years eve" with none.
 */
const ANYTHING_TO_DO =
  /\b(?:things?|stuff|something|anything|what)\s+to\s+do\b|\bwhat(?:'s|s|\s+is)\s+(?:on|happening|going\s+on)\b/;

let classifier: TextClassifier | null = null;

/** A labelled line as the classifier reads it: its content words, after the same preparation as a search. */
const example = (text: string, labels: readonly string[]): Example => ({
  words: contentWords(prepareText(text).normalized).words,
  labels,
});

/**
 * The training lines: the corpus's development part, the glossary of what each kind of event is
 * called (category-glossary.data.ts), and each category's own name as a line of its own ("Ice
 * Skating" is Ice Skating). `exclude` leaves corpus lines out, for cross-validation.
 */
export function eventTrainingExamples(exclude: ReadonlySet<string> = new Set()): Example[] {
  const lines = eventSearch.items
    .filter((item) => item.part === 'dev' && !exclude.has(item.id))
    .map((item) => {
      const label = item.expect.category;
      return example(item.text, label === null ? [NONE] : Array.isArray(label) ? label : [label]);
    });
  const glossary = CATEGORY_GLOSSARY.flatMap(([category, block]) =>
    block
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) => example(line, [category ?? NONE])),
  );
  const names = EVENT_CATEGORIES.map((name) => ({ words: contentWords(name).words, labels: [name] }));
  return [...lines, ...glossary, ...names];
}

/** Trained on first use; the test part of the corpus is never seen. */
function eventClassifier(): TextClassifier {
  classifier ??= trainClassifier(eventTrainingExamples());
  return classifier;
}

/**
 * The indexes of the tokens of date phrases that only frame when: each run of adjacent tokens the
 * date reader claimed inside its span is tested on its own, so in "halloween parties this weekend"
 * "halloween" is what is asked for and only "this weekend" frames.
 */
function framedDateTokens(
  normalized: string,
  tokens: readonly QueryToken[],
  mask: QueryMask,
  date: Span | null,
): Set<number> {
  const framed = new Set<number>();
  if (!date) return framed;
  const isAnythingToDo = ANYTHING_TO_DO.test(normalized.toLowerCase());
  let run: number[] = [];
  const close = () => {
    const first = tokens[run[0] ?? -1];
    const last = tokens[run.at(-1) ?? -1];
    if (
      first &&
      last &&
      (isAnythingToDo || DATE_FRAME.test(normalized.slice(first.start, last.end).toLowerCase()))
    ) {
      for (const index of run) framed.add(index);
    }
    run = [];
  };
  let isAfterKept = false;
  for (const [index, token] of tokens.entries()) {
    const inDate = token.start >= date.start && token.end <= date.end;
    const isKept = !isSpanConsumed(mask, token.start, token.end);
    // An event the date was read from ("trunk or treat") ends the run before a date said after it.
    if (isAfterKept && !isKept) close();
    if (inDate && !isSpanFree(mask, token.start, token.end)) run.push(index);
    else close();
    isAfterKept = inDate && isKept && !isSpanFree(mask, token.start, token.end);
  }
  close();
  return framed;
}

/**
 * A kind of event named outright is what is searched for, whatever the other words lean to: "xmas
 * concerts", "labor day concerts", "holiday markets" and "cinco de mayo food fest" are a Concert, a
 * Christmas Market and a Food Festival in the corpus, not Holiday or Cultural Festival. So when the
 * (spelled) words name exactly one category the app offers other than Holiday ("holiday" also means
 * a season), that one wins over the classifier's reading; "festival" alone names three, so none.
 */
export function preferNamedKind(label: string, spelled: readonly string[]): string {
  if (label === NONE) return label;
  let named: EventCategory[] | null = null;
  for (const [index, word] of spelled.entries()) {
    // "christmas" in Christmas Market is the holiday's own name, not the kind.
    if (word === stem('christmas')) continue;
    if (isMotorOrAnimalRace(word, spelled[index - 1])) continue;
    const categories = NAME_WORDS.get(word)?.filter((c) => OFFERED.has(c) && c !== 'Holiday');
    if (categories?.length) named = named ? named.filter((c) => categories.includes(c)) : categories;
  }
  return named?.length === 1 ? (named[0] as string) : label;
}

// A race of cars, bikes, boats or horses is a sport to watch, not a run: "nascar race in charlotte",
// "car races in daytona", "horse races in lexington", "drag racing at the track".
const RACERS: ReadonlySet<string> = new Set([
  'car',
  'nascar',
  'drag',
  'horse',
  'stock',
  'motocross',
  'boat',
  'kart',
]);
const isMotorOrAnimalRace = (word: string, before: string | undefined) =>
  word === stem('race') && before !== undefined && RACERS.has(before.replace(/s$/, ''));

/**
 * "Shows" with no other word of what kind is a live music show, as venue and listing sites use it
 * ("upcoming shows", "shows tonight"); the corpus reads "shows in 37203 under $30", "shows on august
 * 8 in atlanta" and "shows less than $40 in nyc saturday" as concerts. Another word says which kind
 * ("comedy shows", "car show", "bridal show").
 */
function readBareShow(spelled: readonly string[], prediction: Prediction): Prediction {
  if (spelled.length !== 1 || spelled[0] !== 'show' || prediction.label === 'Concert') return prediction;
  return { label: 'Concert', confidence: RANK_CONFIDENCE };
}

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
  date: Span | null = null,
): EventCategoryReading | null {
  const content = contentWords(normalized);
  const framed = framedDateTokens(normalized, tokens, mask, date);
  const kept = content.indexes.flatMap((index, i) => (framed.has(index) ? [] : [i]));
  const words = kept.map((i) => content.words[i] as string);
  const indexes = kept.map((i) => content.indexes[i] as number);
  const model = eventClassifier();
  const parts = words.map((word) => {
    const spelledParts = model.spell([word]);
    return spelledParts.length > 0 ? spelledParts : [word];
  });
  const spelled = parts.flat();
  const prediction = readBareShow(spelled, model.predict(words));
  const { confidence } = prediction;
  if (prediction.label === NONE || confidence < RANK_CONFIDENCE) return null;
  const label = preferNamedKind(prediction.label, spelled);
  const claimed = indexes
    .filter((_, i) => parts[i]?.some((part) => NAME_WORDS.get(part)?.includes(label as EventCategory)))
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
