import { consumeSpan, isSpanFree, type QueryMask } from './mask.ts';

/**
 * Filler dropped from the free text: request words ("find me some"), the generic nouns every
 * event shares ("parties", "events"), prepositions and vague adjectives ("fun", "upcoming").
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  `a an the and or but nor of to for with on at in into onto near nr around by from about between after before
  until till til since during over then than as so if
  i im id ive me my mine we us our you your it its this that these those there theres here
  find finding found show shows showing search searching look looking see seeing get give list tell let lets
  want wanna need needs would could can should will please pls plz help hey hello thanks just also really
  what whats where wheres when whens which who how is are was were be been do does doing go going
  happen happens happening near nearby close local upcoming soon
  event events party parties partys celebration celebrations activity activities thing things stuff something
  anything everything some any all other more fun good great best top cool awesome nice interesting
  whole entire`
    .split(/\s+/)
    .filter(Boolean),
);

// Phrases that look like a place or a date but mean neither ("near me", "in the near future").
const FILLER_PHRASES =
  /\b(?:(?:in\s+)?(?:the\s+)?near\s+future|(?:near|close\s+to|around)\s+(?:me|here|us|you)|in\s+(?:my|our|the|your)\s+area|in\s+town|in\s+person|near\s*by|things\s+to\s+do|within\s+\d+\s*(?:miles?|mi|km))\b/g;

/** Claims the filler phrases so the place and date steps never read them. */
export function consumeFillerPhrases(text: string, mask: QueryMask): void {
  for (const match of text.matchAll(FILLER_PHRASES)) {
    const end = match.index + match[0].length;
    if (isSpanFree(mask, match.index, end)) consumeSpan(mask, match.index, end);
  }
}

// The visitor's own place, said outright: "near me", "nearby", "around here", "in my area".
const NEAR_ME =
  /\b(?:(?:near|close\s+to|around)\s+(?:me|here|us)|in\s+(?:my|our)\s+area|near\s*by|in\s+the\s+area)\b/;

/** Claims the first "near me" phrase; true when there was one. */
export function findNearMe(text: string, mask: QueryMask): boolean {
  const match = NEAR_ME.exec(text);
  if (!match || !isSpanFree(mask, match.index, match.index + match[0].length)) return false;
  consumeSpan(mask, match.index, match.index + match[0].length);
  return true;
}
