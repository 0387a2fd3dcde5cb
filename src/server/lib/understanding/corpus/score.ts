import {
  acceptedValues,
  type CorpusPlace,
  DAY_PARTS,
  type EventSearchExpect,
  type PlannerExpect,
  type VendorSearchExpect,
} from './corpus.ts';
import {
  type Anchor,
  compareWall,
  formatWall,
  isSingleDay,
  resolveDateLabel,
  type WallTime,
} from './date-oracle.ts';
import { canonicalRelation } from './relations.ts';

/*
 * How a reading is scored against a label, field by field; a reading is what an understanding of
 * the text produced, already in the corpus's terms (wall-clock times in the anchor's zone, places
 * placed by the gazetteer). The rules (also in the corpus README):
 * - place: "near me" is also met by no place, since every search is near the visitor by default;
 *   a ZIP label is met by that ZIP, or in the planner by the city it belongs to; a city by the same
 *   city and state.
 * - date: the same wall-clock range to the minute; a label starting "now" is met by any start from
 *   today's midnight to now. A planner day must be the label's day; where the label is a range
 *   ("next weekend") a day inside it or no day (the planner asks which) both count.
 * - time: a clock label is met by that time; a day part by any start time inside it.
 * - keywords: each labelled word is in the free text (more words may be there too).
 */

export type ReadPlace =
  | 'near me'
  | { city: string; state: string }
  | { zip: string }
  | { state: string }
  | { unplaced: string };

export type WallRangeReading = { from: WallTime; to: WallTime | null };

export type EventSearchReading = {
  category: string | null;
  place: ReadPlace | null;
  range: WallRangeReading | null;
  price: 'free' | { max: number } | null;
  audience: string | null;
  text: string;
};

export type PlannerReading = {
  category: string | null;
  honoree: { name: string | null; relation: string | null } | null;
  age: number | null;
  day: { year: number; month: number; day: number } | null;
  time: { hour: number; minute: number } | null;
  place: ReadPlace | null;
  guests: number | null;
  budget: number | null;
  theme: string | null;
};

export type VendorSearchReading = { category: string | null; place: ReadPlace | null; budget: number | null };

/** One field's verdict: right or not, and both sides as short text for the failure list. */
export type FieldResult = { isRight: boolean; expected: string; got: string };

export const EVENT_SEARCH_FIELDS = ['category', 'place', 'date', 'price', 'audience', 'keywords'] as const;
/** Keywords are left out: the leftover words rank results, they are not a reading to get right. */
export const EVENT_SEARCH_ALL_FIELDS = ['category', 'place', 'date', 'price', 'audience'] as const;
export const EVENT_SEARCH_CORE_FIELDS = ['category', 'place', 'date'] as const;
export const PLANNER_FIELDS = [
  'category',
  'honoree',
  'age',
  'date',
  'time',
  'place',
  'guests',
  'budget',
  'theme',
] as const;
export const VENDOR_SEARCH_FIELDS = ['category', 'place', 'budget'] as const;

const show = (value: unknown) => (value === null || value === undefined ? '-' : JSON.stringify(value));

function result(isRight: boolean, expected: unknown, got: unknown): FieldResult {
  return {
    isRight,
    expected: typeof expected === 'string' ? expected : show(expected),
    got: typeof got === 'string' ? got : show(got),
  };
}

function scoreCategory(label: string | string[] | null, got: string | null): FieldResult {
  const isRight = label === null ? got === null : got !== null && acceptedValues(label).includes(got);
  return result(isRight, label, got);
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function isSamePlace(label: CorpusPlace | null, got: ReadPlace | null, isPlanner: boolean): boolean {
  if (label === null) return got === null;
  if (label === 'near me') return got === null || got === 'near me';
  if (got === null || got === 'near me' || 'unplaced' in got) return false;
  if ('zip' in label && 'zip' in got) return label.zip === got.zip;
  if ('city' in label && 'city' in got) {
    if (!isPlanner && 'zip' in label) return false;
    return sameText(label.city, got.city) && label.state === got.state;
  }
  if (!('city' in label) && !('zip' in label) && !('city' in got) && !('zip' in got)) {
    return label.state === got.state;
  }
  return false;
}

function scorePlace(label: CorpusPlace | null, got: ReadPlace | null, isPlanner = false): FieldResult {
  return result(isSamePlace(label, got, isPlanner), label, got);
}

function scoreRange(label: string | null, got: WallRangeReading | null, anchor: Anchor): FieldResult {
  const shown = got ? `${formatWall(got.from)}..${got.to ? formatWall(got.to) : ''}` : '-';
  if (label === null) return result(got === null, null, shown);
  const want = resolveDateLabel(label, anchor);
  const expected = `${label} = ${formatWall(want.from)}..${formatWall(want.to)}`;
  if (!got?.to) return result(false, expected, shown);
  const midnight = { ...anchor.now, hour: 0, minute: 0 };
  const isFromRight = want.isFromNow
    ? compareWall(got.from, midnight) >= 0 && compareWall(got.from, anchor.now) <= 0
    : compareWall(got.from, want.from) === 0;
  return result(isFromRight && compareWall(got.to, want.to) === 0, expected, shown);
}

function scoreDay(label: string | null, got: PlannerReading['day'], anchor: Anchor): FieldResult {
  const shown = got ? formatWall({ ...got, hour: 0, minute: 0 }).slice(0, 10) : '-';
  if (label === null) return result(got === null, null, shown);
  const want = resolveDateLabel(label, anchor);
  const expected = `${label} = ${formatWall(want.from).slice(0, 10)}..${formatWall(want.to).slice(0, 10)}`;
  const isRange = !isSingleDay(want);
  if (!got) return result(isRange, expected, shown);
  const at = { ...got, hour: 0, minute: 0 };
  const isInside = compareWall(at, want.from) >= 0 && compareWall(at, want.to) < 0;
  return result(isInside, expected, shown);
}

const clock = (t: { hour: number; minute: number }) =>
  `${String(t.hour).padStart(2, '0')}:${String(t.minute).padStart(2, '0')}`;

function scoreTime(label: PlannerExpect['time'], got: PlannerReading['time']): FieldResult {
  const shown = got ? clock(got) : null;
  if (label === null || shown === null) return result(label === shown, label, shown);
  if (!(label in DAY_PARTS)) return result(label === shown, label, shown);
  const [from, to] = DAY_PARTS[label as keyof typeof DAY_PARTS];
  return result(shown >= from && shown <= to, label, shown);
}

function scoreHonoree(label: PlannerExpect['honoree'], got: PlannerReading['honoree']): FieldResult {
  const read = got && (got.name || got.relation) ? got : null;
  if (label === null || read === null) return result(label === read, label, read);
  const isNameRight =
    label.name === null ? read.name === null : read.name !== null && sameText(label.name, read.name);
  const relation = canonicalRelation(read.relation?.toLowerCase() ?? null);
  return result(isNameRight && relation === label.relation, label, { ...read, relation });
}

const themeKey = (theme: string) =>
  theme
    .toLowerCase()
    .replace(/\b(?:themed?|party)\b/g, '')
    .replace(/[^a-z0-9]/g, '');

function scoreTheme(label: string | null, got: string | null): FieldResult {
  if (label === null || got === null) return result(label === got, label, got);
  return result(themeKey(label) === themeKey(got), label, got);
}

function scoreKeywords(label: readonly string[], text: string): FieldResult {
  const words = new Set(text.toLowerCase().split(/\s+/));
  return result(
    label.every((word) => words.has(word)),
    label.join(' '),
    text,
  );
}

const scoreEqual = (label: unknown, got: unknown) =>
  result(JSON.stringify(label) === JSON.stringify(got), label, got);

export function scoreEventSearch(
  expect: EventSearchExpect,
  got: EventSearchReading,
  anchor: Anchor,
): Record<(typeof EVENT_SEARCH_FIELDS)[number], FieldResult> {
  return {
    category: scoreCategory(expect.category, got.category),
    place: scorePlace(expect.place, got.place),
    date: scoreRange(expect.date, got.range, anchor),
    price: scoreEqual(expect.price, got.price),
    audience: scoreEqual(expect.audience, got.audience),
    keywords: scoreKeywords(expect.keywords, got.text),
  };
}

export function scorePlanner(
  expect: PlannerExpect,
  got: PlannerReading,
  anchor: Anchor,
): Record<(typeof PLANNER_FIELDS)[number], FieldResult> {
  return {
    category: scoreCategory(expect.category, got.category),
    honoree: scoreHonoree(expect.honoree, got.honoree),
    age: scoreEqual(expect.age, got.age),
    date: scoreDay(expect.date, got.day, anchor),
    time: scoreTime(expect.time, got.time),
    place: scorePlace(expect.place, got.place, true),
    guests: scoreEqual(expect.guests, got.guests),
    budget: scoreEqual(expect.budget, got.budget),
    theme: scoreTheme(expect.theme, got.theme),
  };
}

export function scoreVendorSearch(
  expect: VendorSearchExpect,
  got: VendorSearchReading,
): Record<(typeof VENDOR_SEARCH_FIELDS)[number], FieldResult> {
  return {
    category: scoreCategory(expect.category, got.category),
    place: scorePlace(expect.place, got.place),
    budget: scoreEqual(expect.budget, got.budget),
  };
}
