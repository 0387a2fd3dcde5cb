/**
 * Word lists the planner readers use, as data. Each entry is how people in the US write the word in
 * party requests (corpus lines) or a common chat abbreviation of it.
 */

/** Chat spellings of a word, read as the word: compromise does not know them. */
export const SPELLINGS: Readonly<Record<string, string>> = {
  ppl: 'people',
  peeps: 'people',
  ppls: 'people',
  pax: 'people',
  yo: 'year old',
  yrs: 'years',
  yr: 'year',
};

/** Plural nouns that follow a number without naming people: units of time, money and things. */
export const NOT_PEOPLE = new Set([
  'years',
  'yrs',
  'months',
  'weeks',
  'days',
  'nights',
  'hours',
  'hrs',
  'minutes',
  'mins',
  'dollars',
  'bucks',
  'cents',
  'grand',
  'tables',
  'chairs',
  'balloons',
  'cupcakes',
  'courses',
  'tickets',
  'miles',
  'somethings',
  'plus',
  'fireworks',
  'games',
  'rounds',
  'kegs',
  'bottles',
  'pizzas',
]);

/** Words for a number of people that are not plurals ("35 staff", "about 20 family", "a crew of 12"). */
export const PEOPLE = new Set(['people', 'staff', 'crew', 'folks', 'personnel', 'family', 'fam']);

/** Nouns for two people each ("ten couples" are twenty guests). */
export const PAIRS = new Set(['couples', 'pairs']);

/** Nouns for children and teenagers: the party is a children's one. */
export const CHILDREN = new Set(['kids', 'children', 'toddlers', 'kiddos', 'littles', 'babies']);
export const TEENS = new Set(['teens', 'teenagers', 'tweens']);
