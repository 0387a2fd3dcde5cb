import { geocodeUs } from '../../geo/gazetteer.ts';
import { CATEGORY_GLOSSARY } from '../category/category-glossary.data.ts';
import { isDictionaryWord } from '../planner/text.ts';
import { consumeSpan, isSpanFree, type QueryMask } from '../text/mask.ts';
import type { QueryToken } from '../text/normalize.ts';
import { QUERY_VOCABULARY } from '../text/spelling.ts';
import { STOP_WORDS } from '../text/stop-words.ts';
import { COMMON_WORD_TOWNS } from './common-word-towns.data.ts';
import {
  cityNamedForState,
  findCitySpelling,
  findStateCode,
  getStateName,
  type PlacePhrase,
} from './names.ts';
import { completeTownName, isSlip } from './spelling.ts';

/*
 * A town named with no "in" ("napa wine tasting", "sedona hikes", "wine tasting events napa this
 * weekend"): people put the town first or last, next to what they want. A word is read as a town only
 * when the gazetteer knows it as a place of at least MIN_POPULATION people and it is neither an
 * ordinary English word ("surprise party", "sunrise hike", "mobile bar" all name towns too) nor a
 * word of the category glossary or the parser's vocabulary ("holiday market"). Words after "for",
 * "my", "with", "to" or "and" are people ("party for madison"), after "the" or "at" a venue ("live
 * music at the Fillmore"), and a word before "tickets" the show.
 */
const MIN_POPULATION = 5000;
const NOT_TOWN_AFTER = new Set(['for', 'my', 'with', 'to', 'and', 'the', 'at']);
/**
 * A word right before "tickets" is what the tickets are for, a show, team or artist ("hamilton
 * tickets"), not where: the corpus reads "concert tickets", "comedy tickets", "food fest tickets",
 * "symphony tickets", "wicked tickets" and "lion king tickets" so, with the place said apart.
 */
const NOT_TOWN_BEFORE = new Set(['tickets', 'ticket', 'tix']);

let eventWords: ReadonlySet<string> | null = null;

function getEventWords(): ReadonlySet<string> {
  eventWords ??= new Set([
    ...QUERY_VOCABULARY,
    ...STOP_WORDS,
    ...CATEGORY_GLOSSARY.flatMap(([, lines]) => lines.toLowerCase().split(/[^a-z]+/)).filter(Boolean),
  ]);
  return eventWords;
}

function isEventWord(word: string): boolean {
  const words = getEventWords();
  return words.has(word) || words.has(`${word}s`) || words.has(word.replace(/s$/, ''));
}

function isTownWord(word: string): boolean {
  return !COMMON_WORD_TOWNS.has(word) && /^[a-z]{3,}$/.test(word) && !isEventWord(word);
}

/**
 * A town named first or last among the words no reader claimed ("napa wine tasting"), or alone
 * between commas, claimed.
 */
export function findTownAtEdge(tokens: readonly QueryToken[], mask: QueryMask): PlacePhrase | null {
  const free = [...tokens.keys()].filter((i) => {
    const token = tokens[i] as QueryToken;
    return (
      isSpanFree(mask, token.start, token.end) && /^[a-z]/.test(token.lower) && !STOP_WORDS.has(token.lower)
    );
  });
  // A word set apart by commas is a field of its own ("turning 35, napa, 3000 max").
  const apart = free.filter(
    (i) => tokens[i - 1]?.lower === ',' && (tokens[i + 1]?.lower === ',' || i === tokens.length - 1),
  );
  const edges = [free[0], free.at(-1), ...apart].filter((index): index is number => index !== undefined);
  for (const index of new Set(edges)) {
    const token = tokens[index] as QueryToken;
    if (!isTownWord(token.lower) || NOT_TOWN_AFTER.has(tokens[index - 1]?.lower ?? '')) continue;
    if (NOT_TOWN_BEFORE.has(tokens[index + 1]?.lower ?? '')) continue;
    // The last word of a state's name ("new hampshire") is the state's, read after.
    if (findStateCode(`${tokens[index - 1]?.lower ?? ''} ${token.lower}`)) continue;
    const place = geocodeUs(token.lower);
    // A word that is no English or event word and one slip from a big city is that city ("mariachi
    // festival tuscon").
    const misspelt = place ? undefined : findCitySpelling(token.lower, isSlip);
    if (misspelt && !isDictionaryWord(token.lower)) {
      consumeSpan(mask, token.start, token.end);
      return { text: misspelt, region: null };
    }
    if (place?.city.toLowerCase() !== token.lower || place.population < MIN_POPULATION) continue;
    consumeSpan(mask, token.start, token.end);
    return { text: token.text, region: null };
  }
  return findTwoWordTownAtEdge(tokens, free, mask);
}

/** A town of two words first or last ("wine tasting walla walla", "grand rapids beer week"). */
function findTwoWordTownAtEdge(
  tokens: readonly QueryToken[],
  free: readonly number[],
  mask: QueryMask,
): PlacePhrase | null {
  for (const pair of [free.slice(0, 2), free.slice(-2)]) {
    const [first, second] = pair as [number, number];
    if (pair.length < 2 || second !== first + 1 || NOT_TOWN_AFTER.has(tokens[first - 1]?.lower ?? ''))
      continue;
    const words: [QueryToken, QueryToken] = [tokens[first] as QueryToken, tokens[second] as QueryToken];
    // At least one word that is no event word: "live music" and "farmers market" name towns nowhere.
    // An ordinary English word may be half of one ("overland park", "green bay"): the two together
    // are the town's name, which no one types for anything else.
    if (!words.some((word) => /^[a-z]{3,}$/.test(word.lower) && !isEventWord(word.lower))) continue;
    const key = `${words[0].lower} ${words[1].lower}`;
    // Its usual last word may be left off ("spring break parties south padre": Island).
    const whole = completeTownName(key, geocodeUs) ?? key;
    const place = geocodeUs(whole);
    if (place?.city.toLowerCase() !== whole.toLowerCase() || place.population < MIN_POPULATION) continue;
    consumeSpan(mask, words[0].start, words[1].end);
    return { text: whole === key ? `${words[0].text} ${words[1].text}` : whole, region: null };
  }
  return null;
}

/** Whether the words name a town of that state ("salem", MA; "mobile", AL). */
export function isTownOfState(key: string, code: string): boolean {
  if (STOP_WORDS.has(key)) return false;
  const city = geocodeUs(`${key}, ${code}`)?.city.toLowerCase();
  return city?.replace(/\./g, '').replace(/-/g, ' ') === key;
}

/** A state's full name as the last of the words no reader claimed ("group camping trip colorado"). */
export function findStateAtEnd(tokens: readonly QueryToken[], mask: QueryMask): PlacePhrase | null {
  const free = [...tokens.keys()].filter((i) => {
    const token = tokens[i] as QueryToken;
    return isSpanFree(mask, token.start, token.end) && /^[a-z]/.test(token.lower);
  });
  for (const length of [2, 1]) {
    const last = free.slice(-length);
    if (last.length < length || (length === 2 && last[1] !== (last[0] as number) + 1)) continue;
    const first = last[0] as number;
    const key = last.map((i) => (tokens[i] as QueryToken).lower).join(' ');
    const code = key.length > 2 ? findStateCode(key) : undefined;
    if (!code || NOT_TOWN_AFTER.has(tokens[first - 1]?.lower ?? '')) continue;
    consumeSpan(mask, (tokens[first] as QueryToken).start, (tokens[last.at(-1) as number] as QueryToken).end);
    return cityNamedForState(key) ?? { text: getStateName(code) ?? key, region: code };
  }
  return null;
}

let spanishEventWords: ReadonlySet<string> | null = null;

/**
 * Whether "la <word>" names an event in Spanish, as the glossary does after an article ("las
 * posadas", "dia de los muertos"): then "la" is the article, not Los Angeles ("la posada near me").
 */
export function isSpanishEventWord(word: string): boolean {
  spanishEventWords ??= new Set(
    CATEGORY_GLOSSARY.flatMap(([, lines]) =>
      [...lines.toLowerCase().matchAll(/\b(?:la|las|el|los)\s+([a-z]+)/g)].flatMap(([, next = '']) => [
        next,
        next.replace(/s$/, ''),
      ]),
    ),
  );
  return spanishEventWords.has(word);
}
