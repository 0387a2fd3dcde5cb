import type { QueryToken } from '../text/normalize.ts';
import { isTownOfState } from './bare-town.ts';
import { getStateName, isCityName, isCityPrefix, isCompassWord, type PlacePhrase } from './names.ts';
import { consumeTokens, getKey, isFree, isPlaceWord, readState, type Scan } from './scan.ts';

/** A compass word before a state ("west texas"), not the start of a state's name ("west virginia"). */
export function isPartOfState(scan: Scan, index: number): boolean {
  const word = scan.tokens[index];
  return word !== undefined && isCompassWord(word.lower) && readState(scan, index)?.length !== 2;
}

/**
 * How many words before a state the city takes: the most that name a town of that state ("cherry
 * hill nj", "sioux falls sd"), else a known city, a "san"/"fort" prefix pair, else one.
 */
function countCityWords(words: readonly QueryToken[], code: string): number {
  for (const length of [3, 2, 1])
    if (words.length >= length && isTownOfState(getKey(words.slice(-length)), code)) return length;
  for (const length of [3, 2])
    if (words.length >= length && isCityName(getKey(words.slice(-length)))) return length;
  return words.length >= 2 && isCityPrefix(words.at(-2)?.lower ?? '') ? 2 : 1;
}

/** "chicago il", "Portland, OR", "austin texas" without a marker word. */
export function findPlaceBeforeState(scan: Scan): PlacePhrase | null {
  for (let index = 1; index < scan.tokens.length; index += 1) {
    const state = isFree(scan, index) ? readState(scan, index, true) : null;
    if (!state) continue;
    const before = scan.tokens[index - 1]?.lower === ',' ? index - 2 : index - 1;
    const words: QueryToken[] = [];
    for (let i = before; i >= 0 && words.length < 3 && isFree(scan, i); i -= 1) {
      const token = scan.tokens[i] as QueryToken;
      if (!isPlaceWord(token)) break;
      words.unshift(token);
    }
    const city = words.slice(-countCityWords(words, state.code));
    const first = city[0];
    if (!first) continue;
    if (city.length === 1 && isPartOfState(scan, index - 1)) {
      consumeTokens(scan, index - 1, index + state.length - 1);
      return { text: getStateName(state.code) ?? first.text, region: state.code };
    }
    // A state's name after a word is a place only for a city: one the gazetteer has in that state
    // ("columbus ohio", "rockland maine"), a big one, or one written with a capital.
    const cityKey = getKey(city);
    if (
      state.isName &&
      !isCityName(cityKey) &&
      !isTownOfState(cityKey, state.code) &&
      !/^[A-Z]/.test(first.text)
    )
      continue;
    // "salem ma", "portland me": a lower-case code that is also a word, after a town of that state.
    if (state.isLoose && !isTownOfState(getKey(city), state.code)) continue;
    consumeTokens(scan, scan.tokens.indexOf(first), index + state.length - 1);
    return { text: scan.text.slice(first.start, (city.at(-1) as QueryToken).end), region: state.code };
  }
  return null;
}
