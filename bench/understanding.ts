// `npm run bench -- understanding [--part dev|test] [--failures N] [--feature NAME]`: how well the
// product understands typed text, measured on the labelled corpus in
// src/server/lib/understanding/corpus/. Every line is read at each fixed anchor "today" (never the
// real date) and scored field by field; prints per-field and all-fields-right accuracy for each part
// and feature, then the first N lines that are not all right (default 15 per feature).
import { parseArgs } from 'node:util';
import { type CorpusPart, loadCorpus } from '#server/lib/understanding/corpus/corpus.ts';
import { ANCHORS, type Anchor, formatWall } from '#server/lib/understanding/corpus/date-oracle.ts';
import {
  EVENT_SEARCH_ALL_FIELDS,
  EVENT_SEARCH_CORE_FIELDS,
  EVENT_SEARCH_FIELDS,
  type FieldResult,
  PLANNER_FIELDS,
  scoreEventSearch,
  scorePlanner,
  scoreVendorSearch,
  VENDOR_SEARCH_FIELDS,
} from '#server/lib/understanding/corpus/score.ts';
import { readEventSearch, readPlanner, readVendorSearch } from './understanding-helpers-current.ts';

const { values } = parseArgs({
  options: {
    part: { type: 'string' },
    failures: { type: 'string', default: '15' },
    feature: { type: 'string' },
  },
});
const PARTS: CorpusPart[] = values.part === 'dev' || values.part === 'test' ? [values.part] : ['dev', 'test'];
const FAILURES = Math.max(0, Number(values.failures) || 0);

/** One line read at one anchor, scored. */
type Trial = {
  id: string;
  part: CorpusPart;
  text: string;
  anchor: string;
  fields: Record<string, FieldResult>;
};

type Feature = {
  key: string;
  title: string;
  fields: readonly string[];
  /** Fields that must all be right for "all fields right"; other rows are shown for information. */
  allFields: readonly string[];
  extraRows?: Array<{ label: string; fields: readonly string[] }>;
  run(): Promise<Trial[]>;
};

const corpus = loadCorpus();
const inParts = <T extends { part: CorpusPart }>(items: T[]) => items.filter((i) => PARTS.includes(i.part));

async function eachAnchor<T>(items: T[], read: (item: T, anchor: Anchor) => Promise<Trial> | Trial) {
  const trials: Trial[] = [];
  for (const anchor of ANCHORS) for (const item of items) trials.push(await read(item, anchor));
  return trials;
}

const FEATURES: Feature[] = [
  {
    key: 'events',
    title: 'event search',
    fields: EVENT_SEARCH_FIELDS,
    allFields: EVENT_SEARCH_ALL_FIELDS,
    extraRows: [{ label: 'category+place+date', fields: EVENT_SEARCH_CORE_FIELDS }],
    run: () =>
      eachAnchor(inParts(corpus.eventSearch), (item, anchor) => ({
        ...item,
        anchor: anchor.name,
        fields: scoreEventSearch(item.expect, readEventSearch(item.text, anchor), anchor),
      })),
  },
  {
    key: 'one-liners',
    title: 'planner one-liners',
    fields: PLANNER_FIELDS,
    allFields: PLANNER_FIELDS,
    run: () =>
      eachAnchor(inParts(corpus.plannerOneLiners), async (item, anchor) => ({
        ...item,
        anchor: anchor.name,
        fields: scorePlanner(item.expect, await readPlanner([item.text], anchor), anchor),
      })),
  },
  {
    key: 'conversations',
    title: 'planner conversations',
    fields: PLANNER_FIELDS,
    allFields: PLANNER_FIELDS,
    run: () =>
      eachAnchor(inParts(corpus.plannerConversations), async (item, anchor) => ({
        ...item,
        text: item.turns.join(' >> '),
        anchor: anchor.name,
        fields: scorePlanner(item.expect, await readPlanner(item.turns, anchor), anchor),
      })),
  },
  {
    key: 'vendors',
    title: 'vendor search (no dates: read once)',
    fields: VENDOR_SEARCH_FIELDS,
    allFields: VENDOR_SEARCH_FIELDS,
    run: async () =>
      inParts(corpus.vendorSearch).map((item) => ({
        ...item,
        anchor: '-',
        fields: scoreVendorSearch(item.expect, readVendorSearch(item.text)),
      })),
  },
];

const isAllRight = (trial: Trial, fields: readonly string[]) => fields.every((f) => trial.fields[f]?.isRight);
const percent = (right: number, total: number) =>
  total === 0 ? '    -' : `${((100 * right) / total).toFixed(1).padStart(5)}%`;

function row(label: string, trials: Trial[], isRight: (t: Trial) => boolean): string {
  const cells = PARTS.map((part) => {
    const inPart = trials.filter((t) => t.part === part);
    return percent(inPart.filter(isRight).length, inPart.length).padStart(9);
  });
  return `  ${label.padEnd(22)}${cells.join('')}`;
}

function printFailures(feature: Feature, trials: Trial[]) {
  const seen = new Set<string>();
  const failing = trials.filter((t) => !isAllRight(t, feature.allFields));
  const lines: string[] = [];
  for (const trial of failing) {
    if (seen.has(trial.id) || lines.length >= FAILURES) continue;
    seen.add(trial.id);
    const wrong = feature.allFields
      .filter((f) => !trial.fields[f]?.isRight)
      .map((f) => `      ${f}: expected ${trial.fields[f]?.expected}, got ${trial.fields[f]?.got}`);
    lines.push(`    ${trial.id} [${trial.part}] at ${trial.anchor}: "${trial.text}"\n${wrong.join('\n')}`);
  }
  const lineCount = new Set(failing.map((t) => t.id)).size;
  console.log(`\n  lines not all right at some anchor: ${lineCount}; the first ${lines.length}:`);
  if (lines.length > 0) console.log(lines.join('\n'));
}

console.log('understanding: the current parsers over the labelled corpus');
console.log(`anchors: ${ANCHORS.map((a) => `${a.name} (${formatWall(a.now)} ${a.timeZone})`).join(', ')}`);
for (const feature of FEATURES) {
  if (values.feature && values.feature !== feature.key) continue;
  const trials = await feature.run();
  const lines = (part: CorpusPart) => new Set(trials.filter((t) => t.part === part).map((t) => t.id)).size;
  console.log(`\n${feature.title}: ${PARTS.map((p) => `${lines(p)} ${p}`).join(', ')} lines`);
  console.log(`  ${'field'.padEnd(22)}${PARTS.map((p) => p.padStart(9)).join('')}`);
  for (const field of feature.fields) {
    const note = feature.allFields.includes(field) ? '' : ' (info)';
    console.log(row(`${field}${note}`, trials, (t) => t.fields[field]?.isRight === true));
  }
  for (const extra of feature.extraRows ?? []) {
    console.log(row(extra.label, trials, (t) => isAllRight(t, extra.fields)));
  }
  console.log(row('all fields right', trials, (t) => isAllRight(t, feature.allFields)));
  if (FAILURES > 0) printFailures(feature, trials);
}
