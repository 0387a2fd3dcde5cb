import { numbersIn } from './numbers.ts';
import { isLexiconPlural, type Reading, reading, tagsAlone, wordsOf } from './text.ts';
import { CHILDREN, NOT_PEOPLE, PAIRS, PEOPLE, SPELLINGS, TEENS } from './words.ts';

export type GuestKind = 'kids' | 'teens' | 'guests';
export type GuestCount = { count: number; kind: GuestKind; noun: string | null };

// Between the number and its noun: "20 or so kids", "30ish people", "12 of my closest friends".
const BETWEEN =
  /^(?:\s*(?:\+|-?ish|or\s+so|odd|total|in\s+all))?(?:\s+(?:of\s+)?(?:my|our|his|her|their|the|your)\b)?/;
// Before a number standing alone: "for 20", "party of 8", "with around 40", "a group of 12".
const ALONE_BEFORE =
  /\b(?:for|of|with|hosting|inviting|invite|expecting|headcount|head\s+count|guest\s+count|guest\s+list)\s*(?:is|of|:|=)?\s*(?:about|around|roughly|approximately|approx|maybe|like|up\s+to|over|under|at\s+least|~|only|just)?\s*$/;
// A rough number ending the message is a head count when it cannot be a clock hour: "bat mitzvah in
// white plains ny around 90", a last turn "about 50", "actually it'll be more like 60".
const ROUGHLY_BEFORE = /\b(?:about|around|roughly|approximately|approx|like|maybe)\s*$/;
// After it, a number standing alone is followed by the end, a place, a day, a linking word or the
// theme ("for 40 masquerade theme").
const ALONE_AFTER =
  /^\s*(?:ish\b|\+|or\s+so\b)?\s*(?:$|[,.;!?)]|(?:in|on|at|this|next|first|last|sometime|(?:sat|sun|mon|tue|wed|thu|fri)[a-z]*|tomorrow|tmrw|tonight|and|at|near|around|from|for|budget|with|people|guests|total|max|tops|to(?!\s*\d))\b|(?:[a-z]+\s+){1,3}theme(?:d)?\b)/;

// Right after a number, a word in -s that compromise calls a verb is a plural it does not know as a
// noun ("25 engineers", "40 volunteers", "12 nurses"): a number is not the subject of a verb here.
const VERB_AS_PLURAL = /^[a-z]{3,}[^s]s$/;

function isPeopleNoun(word: string, contextTags: ReadonlySet<string>, isRightAfter = false): boolean {
  const w = SPELLINGS[word] ?? word;
  if (PEOPLE.has(w) || NOT_PEOPLE.has(w)) return PEOPLE.has(w);
  if (isLexiconPlural(w)) return true;
  if (isRightAfter && contextTags.has('PresentTense') && VERB_AS_PLURAL.test(w)) return true;
  const tags = contextTags.has('Plural') ? contextTags : tagsAlone(w);
  if (!tags.has('Plural') || !tags.has('Noun')) return false;
  return !['Currency', 'Unit', 'Date', 'Duration', 'Value', 'Pronoun'].some((t) => tags.has(t));
}

function kindOf(noun: string | null): GuestKind {
  if (noun && CHILDREN.has(noun)) return 'kids';
  if (noun && TEENS.has(noun)) return 'teens';
  return 'guests';
}

/**
 * How many guests: a number before any plural noun naming people ("18 fans", "a dozen neighbors",
 * "ten couples"), or a number alone after "for"/"of"/"with" ("for 20", "party of eight").
 */
export function readGuests(text: string): Reading<GuestCount> | null {
  const words = wordsOf(text);
  for (const n of numbersIn(text)) {
    if (n.isOrdinal || n.isDollar || !Number.isInteger(n.value) || n.value < 1 || n.value > 100_000) continue;
    const after = text.slice(n.end);
    if (/^\s*(?:k\b|grand\b|%|am\b|pm\b|a\.m|p\.m|:|\/|-\s*\d|[- ]?(?:year|yr)s?[- ]old|yo\b)/.test(after))
      continue;
    const between = BETWEEN.exec(after)![0];
    let cursor = n.end + between.length;
    // Up to two describing words: "12 close friends", "8 hungry little kids".
    for (let i = 0; i < 3; i++) {
      const word = words.find((w) => w.start >= cursor && text.slice(cursor, w.start).trim() === '');
      if (!word) break;
      if (isPeopleNoun(word.text, word.tags, i === 0 && between === '')) {
        const noun = SPELLINGS[word.text] ?? word.text;
        const count = PAIRS.has(noun) ? n.value * 2 : n.value;
        return reading({ count, kind: kindOf(noun), noun }, text, n.start, word.end);
      }
      // "12 close friends", "60 family members": a describing word or a noun used as one.
      const describes =
        word.tags.has('Adjective') ||
        ((word.tags.has('Singular') || word.tags.has('Uncountable')) && !word.tags.has('Date'));
      if (!describes || i === 2) break;
      cursor = word.end;
    }
    // "20 of us", "there'll be 8 of us": the writer's own group.
    const ofUs = /^\s+of\s+us\b/.exec(after);
    if (ofUs)
      return reading({ count: n.value, kind: 'guests', noun: null }, text, n.start, n.end + ofUs[0].length);
    // "about 50" ending the message or a part of it, "35ish" ending it or a part of it ("40ish, 1,000"); up to 12 it
    // could be a clock hour, and no hour past 12 is written without its minutes.
    // "maybe 40," between commas too, below the sums a rough number more often is ("around 1500,").
    const isRoughCount =
      n.value > 12 &&
      ((ROUGHLY_BEFORE.test(text.slice(0, n.start)) &&
        (/^\s*$/.test(after) || (n.value < 300 && /^\s*[,.;!?]/.test(after)))) ||
        /^-?ish\s*(?:$|[,.;!?])/.test(after));
    if ((ALONE_BEFORE.test(text.slice(0, n.start)) && ALONE_AFTER.test(after)) || isRoughCount) {
      return reading({ count: n.value, kind: 'guests', noun: null }, text, n.start, n.end);
    }
  }
  return null;
}
