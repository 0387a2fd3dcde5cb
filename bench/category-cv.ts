// `npm run bench -- category-cv [--alphas 0.03,0.1] [--floors 0.3,0.4,0.5]`: 5-fold cross-validation
// of the event-category classifier on the corpus's development part, to choose its smoothing and
// its confidence floor without looking at the test part. Each fold trains on the other four fifths
// of the development lines plus the glossary and the category names, and reads the held-out fifth
// by its content words (the date-frame rule of a full search is left out). A line is right when
// the reading, or none below the floor, is one of its accepted labels.
import { parseArgs } from 'node:util';
import { NONE, trainClassifier } from '#server/lib/understanding/category/classifier.ts';
import { eventTrainingExamples } from '#server/lib/understanding/category/event-category.ts';
import { contentWords } from '#server/lib/understanding/category/features.ts';
import { loadCorpus } from '#server/lib/understanding/corpus/corpus.ts';
import { prepareText } from '#server/lib/understanding/text/prepare.ts';

const FOLDS = 5;
const { values } = parseArgs({
  options: {
    alphas: { type: 'string', default: '0.01,0.03,0.1,0.3' },
    floors: { type: 'string', default: '0,0.3,0.35,0.4,0.5,0.6' },
  },
});
const numbers = (list: string) => list.split(',').map(Number);

const dev = loadCorpus().eventSearch.filter((item) => item.part === 'dev');
const words = new Map(dev.map((item) => [item.id, contentWords(prepareText(item.text).normalized).words]));

for (const alpha of numbers(values.alphas)) {
  const floors = numbers(values.floors);
  const right = floors.map(() => 0);
  for (let fold = 0; fold < FOLDS; fold++) {
    const held = dev.filter((_, i) => i % FOLDS === fold);
    const model = trainClassifier(eventTrainingExamples(new Set(held.map((item) => item.id))), alpha);
    for (const item of held) {
      const { label, confidence } = model.predict(words.get(item.id) ?? []);
      const expected = item.expect.category;
      const accepted: (string | null)[] = Array.isArray(expected) ? expected : [expected];
      floors.forEach((floor, i) => {
        const reading = label === NONE || confidence < floor ? null : label;
        if (accepted.includes(reading)) right[i] = (right[i] ?? 0) + 1;
      });
    }
  }
  const cells = floors.map(
    (floor, i) => `floor ${floor}: ${((100 * (right[i] ?? 0)) / dev.length).toFixed(1)}%`,
  );
  console.log(`alpha ${alpha}  ${cells.join('  ')}`);
}
