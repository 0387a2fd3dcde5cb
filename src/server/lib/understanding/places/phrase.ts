import { geocodeUs, type Place } from '../../geo/gazetteer.ts';
import type { QueryMask } from '../text/mask.ts';
import type { QueryToken } from '../text/normalize.ts';
import { findStateAtEnd, findTownAtEdge, isSpanishEventWord, isTownOfState } from './bare-town.ts';
import {
  cityNamedForState,
  findCitySpelling,
  findNickname,
  findStateCode,
  getStateName,
  isAmbiguousStateCode,
  isCityName,
  isGenericPlaceNoun,
  type PlacePhrase,
} from './names.ts';
import { consumeTokens, getKey, isFree, isPlaceWord, readState, type Scan } from './scan.ts';
import { correctPlaceSpelling, isSlip } from './spelling.ts';
import { findPlaceBeforeState, isPartOfState } from './state-phrase.ts';

const MARKERS = new Set(['in', 'near', 'nr', 'around', 'at', 'outside']);
const DISTANCE_UNITS = new Set(['miles', 'mile', 'mi', 'km']);
const MAX_PLACE_WORDS = 4;
const SPANISH_FUNCTION_WORDS = new Set(['de', 'del', 'la', 'las', 'los', 'el', 'y']);

type Candidate = { words: QueryToken[]; region: string | null; last: number };

/**
 * The words after a marker ("in", "near"): up to four place words, then an optional ", ST" or state
 * name. A leading "the" is skipped unless `isWhole`, which also takes a leading filler word: "the
 * woodlands", "great neck" are names only when the gazetteer knows them whole.
 */
function collectCandidate(scan: Scan, first: number, isWhole = false): Candidate | null {
  const lead = scan.tokens[first];
  const isLead = isWhole && lead && /^[a-z]+$/.test(lead.lower) && !MARKERS.has(lead.lower);
  if (isWhole && !isLead) return null;
  let index = !isWhole && lead?.lower === 'the' && isFree(scan, first) ? first + 1 : first;
  const zip = scan.tokens[index];
  if (zip && /^\d{5}$/.test(zip.lower) && isFree(scan, index))
    return { words: [zip], region: null, last: index };
  const words: QueryToken[] = [];
  while (index < scan.tokens.length && words.length < MAX_PLACE_WORDS && isFree(scan, index)) {
    const token = scan.tokens[index] as QueryToken;
    const isComma = token.lower === ',';
    const state = words.length > 0 ? readState(scan, isComma ? index + 1 : index) : null;
    if (state) return { words, region: state.code, last: index + (isComma ? 1 : 0) + state.length - 1 };
    if (isComma || (!isPlaceWord(token) && !(isLead && index === first))) break;
    words.push(token);
    index += 1;
  }
  return words.length > 0 ? { words, region: null, last: index - 1 } : null;
}

/** Reads a candidate as a place, or null when it names a setting ("in the park") or, after "at", no known place. */
function resolveCandidate(scan: Scan, candidate: Candidate, marker: string): PlacePhrase | null {
  const { words, region } = candidate;
  const key = getKey(words);
  // "in sd ca": a nickname some towns have only with their state after it.
  const nickname = findNickname(key) ?? (region ? findNickname(`${key} ${region.toLowerCase()}`) : undefined);
  // "pittsburg ks" is that town, though "pittsburg" alone is Pittsburgh.
  const isOtherTown = nickname && region && region !== nickname.region && isTownOfState(key, region);
  if (nickname && !isOtherTown) return { text: nickname.text, region: region ?? nickname.region };
  if (region && words.length === 1 && isPartOfState(scan, scan.tokens.indexOf(words[0] as QueryToken)))
    return { text: getStateName(region) ?? key, region };
  const state = region ? null : readState(scan, scan.tokens.indexOf(words[0] as QueryToken));
  if (state && state.length === words.length) {
    const isStateSaid = scan.tokens[candidate.last + 1]?.lower === 'state';
    return (
      (isStateSaid ? null : cityNamedForState(key)) ?? {
        text: getStateName(state.code) ?? key,
        region: state.code,
      }
    );
  }
  // A setting word ends some town names ("atlantic city", "park city") and big-city typos ("okalhoma city").
  const isTown = words.length > 1 && geocodeUs(key)?.city.toLowerCase() === key;
  const isKnown = region !== null || isCityName(key) || isTown || findCitySpelling(key, isSlip) !== undefined;
  // "in the park" is a setting; "in Menlo Park", written as a name, is a place.
  const isTitled = words.length > 1 && words.every((word) => /^[A-Z]/.test(word.text));
  const isSetting = isGenericPlaceNoun(key.split(' ').at(-1) ?? '') && !isTitled;
  if (!isKnown && (marker === 'at' || isSetting)) return null;
  if (words.length === 1 && isAmbiguousStateCode(key)) return null;
  const last = words.at(-1) as QueryToken;
  return { text: scan.text.slice((words[0] as QueryToken).start, last.end), region };
}

/** Whether the gazetteer knows the words whole as a town ("the woodlands", "great neck"). */
function isWholeTown(scan: Scan, candidate: Candidate): boolean {
  const key = getKey(candidate.words);
  if (candidate.words.length < 2 || !isFree(scan, scan.tokens.indexOf(candidate.words[0] as QueryToken)))
    return false;
  return geocodeUs(candidate.region ? `${key}, ${candidate.region}` : key)?.city.toLowerCase() === key;
}

/**
 * A phrase the gazetteer cannot find whose first words name a town exactly ("in columbus thinking
 * like jan 9", where a full stop between the two was dropped) is that town.
 */
function shortenToTown(candidate: Candidate | null): Candidate | null {
  if (!candidate || candidate.region || candidate.words.length < 2) return candidate;
  const whole = getKey(candidate.words);
  if (geocodeUs(whole) || findNickname(whole) || findCitySpelling(whole, isSlip) !== undefined)
    return candidate;
  for (let length = candidate.words.length - 1; length >= 1; length -= 1) {
    const words = candidate.words.slice(0, length);
    const key = getKey(words);
    if (geocodeUs(key)?.city.toLowerCase() === key)
      return { words, region: null, last: candidate.last - (candidate.words.length - length) };
  }
  return candidate;
}

type Marked = { place: PlacePhrase; first: number; last: number };

/**
 * "in X" phrases in order: the first that names a real place (the gazetteer finds it, spelt right or
 * one slip off), claimed; else the first of them, unclaimed, for when nothing else in the text names
 * a place ("women in tech event in seattle", "near campus in tempe", "in zip 94110").
 */
function findMarkedPlace(scan: Scan): { place: PlacePhrase | null; fallback: Marked | null } {
  let fallback: Marked | null = null;
  for (const [index, token] of scan.tokens.entries()) {
    const isDistance = token.lower === 'of' && DISTANCE_UNITS.has(scan.tokens[index - 1]?.lower ?? '');
    if ((!MARKERS.has(token.lower) && !isDistance) || !isFree(scan, index)) continue;
    // "at the union hall", "at the grove": after "at the" comes a venue, whatever towns share its name.
    if (token.lower === 'at' && scan.tokens[index + 1]?.lower === 'the') continue;
    const whole = collectCandidate(scan, index + 1, true);
    const candidate = shortenToTown(
      whole && isWholeTown(scan, whole) ? whole : collectCandidate(scan, index + 1),
    );
    const place = candidate && resolveCandidate(scan, candidate, token.lower);
    if (!candidate || !place) continue;
    if (geocodePlacePhrase(correctPlaceSpelling(place)) || findStateCode(place.text.toLowerCase())) {
      consumeTokens(scan, index, candidate.last);
      return { place, fallback: null };
    }
    fallback ??= { place, first: index, last: candidate.last };
  }
  return { place: null, fallback };
}

/**
 * Lower-case "la" is often Spanish ("la fiesta", "dia de la raza"): it is the city written "LA", as
 * the last word ("kpop concerts la") or first before two or more words with no Spanish in them ("la
 * food festivals this month"), not before an event's Spanish name ("la posada").
 */
function isLosAngelesLa(scan: Scan, index: number): boolean {
  // After a town of Louisiana it is the state ("crawfish festival lafayette la", "baton rouge la").
  for (const length of [2, 1]) {
    const before = scan.tokens.slice(Math.max(0, index - length), index);
    if (before.length === length && isTownOfState(getKey(before), 'LA')) return false;
  }
  if (index === scan.tokens.length - 1) return true;
  const rest = scan.tokens.slice(index + 1).map((token) => token.lower);
  if (isSpanishEventWord(rest[0] ?? '')) return false;
  return index === 0 && rest.length >= 2 && !rest.some((word) => SPANISH_FUNCTION_WORDS.has(word));
}

/** Nicknames ("sf", "philly", "the bay area") and big-city names anywhere in the query. */
function findNamedPlace(scan: Scan, isNickname: boolean): PlacePhrase | null {
  for (const length of [3, 2, 1]) {
    for (let index = 0; index + length <= scan.tokens.length; index += 1) {
      const words = scan.tokens.slice(index, index + length);
      if (!words.every((_, i) => isFree(scan, index + i))) continue;
      const key = getKey(words);
      if (key === 'la' && words[0]?.text !== 'LA' && !isLosAngelesLa(scan, index)) continue;
      const nickname = isNickname ? findNickname(key, false) : undefined;
      if (!nickname && (isNickname || !isCityName(key))) continue;
      const state = nickname && readState(scan, index + length, true);
      if (state && state.code !== nickname.region && isTownOfState(key, state.code)) continue;
      consumeTokens(scan, index, index + length - 1);
      const last = words.at(-1) as QueryToken;
      return nickname ?? { text: scan.text.slice((words[0] as QueryToken).start, last.end), region: null };
    }
  }
  return null;
}

/** A ZIP anywhere ("concerts 90210", "in zip 94110"): five digits the gazetteer places. */
function findZip(scan: Scan): PlacePhrase | null {
  for (const [index, token] of scan.tokens.entries()) {
    if (!/^\d{5}$/.test(token.lower) || !isFree(scan, index) || !geocodeUs(token.lower)) continue;
    const before = scan.tokens[index - 1]?.lower;
    const first = before === 'zip' && isFree(scan, index - 1) ? index - 1 : index;
    consumeTokens(scan, first, index);
    return { text: token.lower, region: null };
  }
  return null;
}

/**
 * Finds the place phrase and claims its words: "in/near/around/at X" first (X up to four words,
 * with an optional trailing state), then a nickname, then "City ST" / "City, State", then a big
 * city named alone. Date and category words were claimed before, so "in December" is never a place.
 */
export function extractPlace(tokens: QueryToken[], mask: QueryMask, text: string): PlacePhrase | null {
  const scan: Scan = { tokens, mask, text };
  const marked = findMarkedPlace(scan);
  const found =
    marked.place ??
    findZip(scan) ??
    findNamedPlace(scan, true) ??
    findPlaceBeforeState(scan) ??
    findNamedPlace(scan, false) ??
    findTownAtEdge(tokens, mask) ??
    findStateAtEnd(tokens, mask);
  const { fallback } = marked;
  if (found || !fallback) return found;
  consumeTokens(scan, fallback.first, fallback.last);
  return fallback.place;
}

/** The place a phrase names in the offline gazetteer ("austin" -> Austin, TX); null when it names none. */
export function geocodePlacePhrase(phrase: PlacePhrase | null): Place | null {
  if (!phrase) return null;
  return geocodeUs(phrase.region ? `${phrase.text}, ${phrase.region}` : phrase.text);
}
