import { readAudience } from '../audience.ts';
import { extractPlace } from '../places/phrase.ts';
import { readEventPrice } from '../price.ts';
import { trackSpan } from '../span.ts';
import { createQueryMask, isSpanFree } from '../text/mask.ts';
import { tokenizeQueryText } from '../text/normalize.ts';
import { consumeFillerPhrases, findNearMe, STOP_WORDS } from '../text/stop-words.ts';

// Calendar words say when, never what kind of event: "concerts this weekend" is a concert.
const CALENDAR_WORDS = new Set(
  `now today tonight tomorrow day days morning afternoon evening night nite weekend weekends week weeks month months year
  next last this coming sunday monday tuesday wednesday thursday friday saturday sun mon tue tues wed thu
  thurs fri sat january february march april may june july august september october november december jan
  feb mar apr jun jul aug sep sept oct nov dec`.split(/\s+/),
);

// What a searcher asks for about any kind of event (tickets, ideas, places to hold it) says nothing of the kind.
const REQUEST_WORDS = new Set(
  'area areas ticket tickets tix idea ideas spot spots place places venue venues option options'.split(' '),
);

/** A light stem: plurals read like the singular ("festivals", "races", "parties"). */
export function stem(word: string): string {
  if (word.length <= 4 || word.endsWith('ss')) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(?:ch|sh|x)es$/.test(word)) return word.slice(0, -2);
  return word.endsWith('s') ? word.slice(0, -1) : word;
}

const NIGHT = /^(?:nights?|nites?)$/;
const FOURTH = /^(?:4th|4|fourth)$/;

function isJulyFourth(tokens: readonly { lower: string }[], index: number): boolean {
  const before = tokens[index - 1]?.lower === 'of' && FOURTH.test(tokens[index - 2]?.lower ?? '');
  return before || FOURTH.test(tokens[index + 1]?.lower ?? '');
}

/** Words that carry meaning for a category even though the free text drops them as filler. */
const KEPT_FILLER = new Set(['party', 'parties', 'game', 'games', 'show', 'shows']);

/**
 * The words a classifier reads in normalized text: lower case, in order, without the place ("in
 * austin" says nothing about the kind of event), the price and audience ("free", "kid friendly",
 * "21+" say who and how much, not what: "kid friendly xmas events" is a Christmas search), "near
 * me", filler and numbers, ordinals too ("the 21st" is a day as often as a birthday). Training and
 * reading both go through here, so they see the same words.
 */
export function contentWords(normalized: string): { words: string[]; indexes: number[] } {
  const lower = normalized.toLowerCase();
  const mask = createQueryMask(lower.length);
  findNearMe(lower, mask);
  consumeFillerPhrases(lower, mask);
  const tokens = tokenizeQueryText(normalized);
  const free = tokens.map((token) => isSpanFree(mask, token.start, token.end));
  readEventPrice(lower, mask);
  readAudience(lower, mask);
  const priceOrAudience = tokens.map((token, i) => free[i] && !isSpanFree(mask, token.start, token.end));
  const place = trackSpan(lower, mask, () => extractPlace(tokens, mask, normalized)).span;
  const words: string[] = [];
  const indexes: number[] = [];
  for (const [index, token] of tokens.entries()) {
    if (place && token.start >= place.start && token.end <= place.end) continue;
    if (priceOrAudience[index]) continue;
    if (token.lower === ',' || /^\d+(?:st|nd|rd|th)?$/.test(token.lower)) continue;
    if (STOP_WORDS.has(token.lower) && !KEPT_FILLER.has(token.lower)) continue;
    // "game night", "open mic night": a night named by what happens is a kind of event, not a date,
    // and reads as one word besides the word before it ("game" alone leans to a sports game).
    const isNightOf = NIGHT.test(token.lower) && indexes.at(-1) === index - 1 && free[index];
    if (isNightOf) {
      words.push(`${words.at(-1)}_night`);
      indexes.push(index);
      continue;
    }
    // "4th of july", "july 4th": Independence Day is named in calendar words only, so it reads as
    // a word of its own, as "halloween" or "juneteenth" do.
    if (token.lower === 'july' && isJulyFourth(tokens, index)) {
      words.push('independence');
      indexes.push(index);
      continue;
    }
    if (CALENDAR_WORDS.has(token.lower) || REQUEST_WORDS.has(token.lower) || !free[index]) continue;
    words.push(stem(token.lower));
    indexes.push(index);
  }
  return { words, indexes };
}
