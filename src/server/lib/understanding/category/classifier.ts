import { Naivebayes } from 'classificator';
import { slipDistance } from '../text/spelling.ts';
import { stem } from './features.ts';

/*
 * A multinomial naive Bayes text classifier (classificator) over words and word pairs, trained on
 * labelled corpus lines. A word it never saw is read as the known word it is one slip away from
 * ("birthdya" as "birthday", "photgrapher" as "photographer"), so typos need no list of their own;
 * one it never saw that is a known thing run into "fest" reads as the two ("brewfest" as "brew fest").
 */

/** A word made of a thing and "fest" or "festival" ("brewfest", "bluesfest"). */
const FEST_COMPOUND = /^([a-z]+?)fest(?:ival)?s?$/;

/** No category: the class for lines that name none ("things to do tonight"). */
export const NONE = '-';

export type Example = { words: readonly string[]; labels: readonly string[] };
export type Prediction = { label: string; confidence: number };

const features = (words: readonly string[]) => [
  ...words,
  ...words.slice(1).map((word, i) => `${words[i]}_${word}`),
];

export type TextClassifier = {
  /** The known word each unknown word is a slip of, in place; unknown words without one dropped. */
  spell(words: readonly string[]): string[];
  predict(words: readonly string[]): Prediction;
  /** Whether the classifier saw this word in training. */
  knows(word: string): boolean;
};

/**
 * The most probable class and its probability, from the trained counts in plain floating point:
 * classificator's own categorize() computes in decimal.js, some 50 ms a search, far too slow here.
 */
function posterior(bayes: Naivebayes, tokens: readonly string[]): Prediction {
  const scores = Object.keys(bayes.categories).map((label) => {
    let score = Math.log((bayes.docCount[label] ?? 0) / bayes.totalDocuments);
    for (const token of tokens) {
      if (bayes.vocabulary[token]) score += Math.log(bayes.tokenProbability(token, label));
    }
    return { label, score };
  });
  const top = Math.max(...scores.map((s) => s.score));
  const total = scores.reduce((sum, s) => sum + Math.exp(s.score - top), 0);
  const best = scores.find((s) => s.score === top);
  return best ? { label: best.label, confidence: 1 / total } : { label: NONE, confidence: 1 };
}

/** Additive smoothing of the word counts (Lidstone); the default was chosen by cross-validation. */
export function trainClassifier(examples: readonly Example[], alpha = 0.03): TextClassifier {
  const bayes = new Naivebayes({ tokenizer: (text) => text.split(' ').filter(Boolean), alpha });
  const vocabulary = new Set<string>();
  for (const { words, labels } of examples) {
    for (const word of words) vocabulary.add(word);
    for (const label of labels) bayes.learn(features(words).join(' '), label);
  }
  const known = [...vocabulary].sort();
  const corrected = new Map<string, string | null>();
  const spellOne = (word: string): string | null => {
    if (vocabulary.has(word)) return word;
    if (!corrected.has(word)) {
      let best: string | null = null;
      let bestDistance = Number.POSITIVE_INFINITY;
      for (const target of known) {
        const distance = slipDistance(word, target);
        if (distance !== null && distance < bestDistance) [best, bestDistance] = [target, distance];
      }
      if (corrected.size > 5000) corrected.clear();
      corrected.set(word, best);
    }
    return corrected.get(word) ?? null;
  };
  // "brewfest", "ribfest", "bluesfest": a festival of a known thing, written as one word.
  const spellWord = (word: string): string[] => {
    const known = spellOne(word);
    if (known && (known === word || !FEST_COMPOUND.test(word))) return [known];
    const [, thing = ''] = FEST_COMPOUND.exec(word) ?? [];
    const part = thing.length >= 3 ? spellOne(stem(thing)) : null;
    return part && vocabulary.has('fest') ? [part, 'fest'] : known ? [known] : [];
  };
  const spell = (words: readonly string[]) => words.flatMap(spellWord);
  return {
    spell,
    knows: (word) => vocabulary.has(word),
    predict(words) {
      const spelled = spell(words);
      if (spelled.length === 0) return { label: NONE, confidence: 1 };
      return posterior(bayes, features(spelled));
    },
  };
}
