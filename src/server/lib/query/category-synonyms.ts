import type { EventCategory } from '#shared/constants.ts';
import { consumeSpan, isSpanFree, type QueryMask, reserveSpan } from './query-mask.ts';

// Word separator: "b-day", "b day" and "bday" (or "bar/bat") all match.
const S = '[\\s/-]*';
const PARTY = `part(?:y|ies)`;
const FEST = `fest(?:ival)?s?`;
const GENRES = `rock|punk|metal|jazz|blues|indie|hip${S}hop|rap|country|folk|emo|edm|techno|house|reggae|k${S}pop|latin|classical|acoustic`;
const FOODS = 'bbq|barbecue|taco|wine|beer|chili|pizza|seafood|crawfish|burger|rib|garlic';

/**
 * Words people type for each category, as regular expression sources matched on
 * lower-case text. A `keep` group is a word that narrows the category ("halloween" in "halloween
 * party", "diwali", "jazz" in "jazz show"): it stays in the free text so the keyword search can use
 * it, while the generic rest ("party", "show") is dropped. Generic business words ("conference",
 * "networking") map to Corporate, never to the sample-only 'Conference'. Words that are ambiguous on
 * their own ("festival", "market", "music", "show") map to nothing and stay in the free text.
 */
const SYNONYMS: readonly (readonly [EventCategory, string])[] = [
  ['Birthday', `b(?:irth)?${S}days?(?:${S}(?:bash(?:es)?|${PARTY}|celebrations?))?`],
  ['Birthday', `(?<keep>sweet${S}(?:16|sixteen)s?|quinceaneras?)(?:${S}${PARTY})?`],
  ['Wedding', `weddings?(?:${S}receptions?)?|receptions?`],
  ['Wedding', `(?<keep>bridal${S}showers?|engagement)(?:${S}${PARTY})?`],
  ['Corporate', `networking(?:${S}events?)?|conferences?|corporate(?:${S}events?)?|team${S}building`],
  ['Corporate', `(?:office|company|work|corporate|team)${S}(?:${PARTY}|events?|outings?)`],
  ['Holiday', `holiday${S}${PARTY}|holidays?|new${S}years?(?:${S}eve)?(?:${S}${PARTY})?|nye`],
  [
    'Holiday',
    `(?<keep>christmas|xmas|hanukkah|chanukah|thanksgiving|friendsgiving|kwanzaa|easter)(?:${S}${PARTY})?`,
  ],
  ['Social', `mixers?|meet${S}ups?|happy${S}hours?|socials?`],
  ['Social', `(?<keep>game${S}nights?|speed${S}dating|trivia${S}nights?)`],
  ['Theme Party', `(?:costume|theme|themed|dress${S}up)${S}${PARTY}`],
  ['Theme Party', `(?<keep>halloween|toga|murder${S}mystery|luau|glow|neon|masquerade|[0-9]0s)${S}${PARTY}`],
  ['Sports', `games?|tailgat(?:e|es|ing)|watch${S}${PARTY}|sports?(?:${S}events?)?`],
  ['Sports', `(?<keep>super${S}bowl)(?:${S}${PARTY})?`],
  ['Bar Mitzvah', `(?:(?:bar|bat|b${S}nai)${S}){0,2}mitzvahs?`],
  [
    'Athletic Race',
    `(?:1|3|5|8|10|12|15|25|50|100)${S}k(?:s)?|(?:fun|color|colour)${S}runs?|(?:road${S})?races?`,
  ],
  ['Athletic Race', `(?<keep>turkey${S}trots?|triathlons?|duathlons?)`],
  ['Marathon', `(?:(?:half|ultra)${S})?marathons?`],
  ['Ice Skating', `(?<!roller\\s)(?:ice${S})?skat(?:e|es|ing)(?:${S}rinks?)?|(?:ice|skating)${S}rinks?`],
  [
    'Christmas Market',
    `(?:christmas|xmas|holiday)${S}(?:markets?|bazaars?|fairs?)|christkindl${S}mar(?:kt|ket)s?`,
  ],
  ['Winter Festival', `winter${S}(?:${FEST}|carnivals?)|(?:snow|ice)${S}${FEST}`],
  ['Food Festival', `food${S}(?:${FEST}|trucks?(?:${S}(?:rall(?:y|ies)|${FEST}|events?))?)`],
  ['Food Festival', `(?<keep>${FOODS})${S}${FEST}`],
  ['Outdoor Adventure', `hik(?:e|es|ing)|camp(?:ing|outs?)|kayak(?:s|ing)?|canoe(?:s|ing)?|rafting`],
  ['Outdoor Adventure', `outdoor${S}adventures?|snowshoe(?:s|ing)?|paddle${S}board(?:s|ing)?`],
  ['Concert', `concerts?|gigs?|live${S}(?:music|bands?)|music${S}${FEST}|(?:live|music|band)${S}shows?`],
  ['Concert', `(?<keep>${GENRES})${S}(?:music${S})?shows?|(?<keep2>open${S}mics?)`],
  [
    'Cultural Festival',
    `cultural(?:${S}(?:${FEST}|events?|celebrations?))?|heritage${S}(?:${FEST}|days?|celebrations?)`,
  ],
  [
    'Cultural Festival',
    `(?<keep>diwali|lunar${S}new${S}years?|chinese${S}new${S}years?|cinco${S}de${S}mayo|juneteenth|oktoberfest|pride|mardi${S}gras|pow${S}wows?|holi|dia${S}de${S}(?:los${S})?muertos)(?:${S}(?:${FEST}|celebrations?|${PARTY}))?`,
  ],
];

const MATCHERS = SYNONYMS.map(([category, source]) => ({
  category,
  pattern: new RegExp(`\\b(?:${source})\\b`, 'g'),
}));

type CategoryMatch = { category: EventCategory; start: number; end: number; keep: [number, number] | null };

function findCandidates(text: string, mask: QueryMask): CategoryMatch[] {
  const candidates: CategoryMatch[] = [];
  for (const { category, pattern } of MATCHERS) {
    for (const match of text.matchAll(pattern)) {
      const start = match.index;
      const end = start + match[0].length;
      if (!isSpanFree(mask, start, end)) continue;
      const kept = match.groups?.keep ?? match.groups?.keep2;
      const keepStart = kept ? start + match[0].indexOf(kept) : -1;
      candidates.push({ category, start, end, keep: kept ? [keepStart, keepStart + kept.length] : null });
    }
  }
  return candidates;
}

function claimMatch(mask: QueryMask, match: CategoryMatch): void {
  consumeSpan(mask, match.start, match.end);
  if (match.keep) reserveSpan(mask, match.keep[0], match.keep[1]);
}

/**
 * What the words say about the category. `isNarrowed` when every word read as it is also a word of
 * the search ("thanksgiving", "christmas party", "jazz show"): such a word may be the event's own
 * name or theme as much as its kind, so the category ranks rather than filters.
 */
export type CategoryReading = { category: EventCategory; isNarrowed: boolean };

/**
 * Finds the query's category: the longest synonym wins ("holiday market" over "holiday"), then the
 * earliest. Its words, and any other synonym of the same category ("10k fun run"), are claimed; a
 * narrowing word is reserved so it stays in the free text. Synonyms of other categories stay as keywords.
 */
export function findCategoryReading(text: string, mask: QueryMask): CategoryReading | null {
  const candidates = findCandidates(text, mask).sort(
    (a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start,
  );
  const [best] = candidates;
  if (!best) return null;
  let isNarrowed = true;
  for (const candidate of candidates) {
    if (candidate.category === best.category && isSpanFree(mask, candidate.start, candidate.end)) {
      claimMatch(mask, candidate);
      if (!candidate.keep) isNarrowed = false;
    }
  }
  return { category: best.category, isNarrowed };
}
