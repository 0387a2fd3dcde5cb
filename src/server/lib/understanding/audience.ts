import { consumeSpan, isSpanFree, type QueryMask } from './text/mask.ts';

/** Who an event is for: children and families, adults only, or an age limit. */
export type Audience = 'kids' | 'adults' | '18+' | '21+';

const AGE_LIMIT = (age: number) =>
  `(?:(?:ages?\\s+)?${age}\\s*(?:plus|and\\s+(?:over|up|older)|or\\s+older|&\\s+up)|(?:over|ages?)\\s+${age}|${age}\\s+only)`;

/*
 * Phrases read as an audience, most specific first. An age limit is said outright ("21+", "21 and
 * over", "over 18"); adults-only and family words are the common US ways to say it ("grown ups only",
 * "no kids", "kid friendly", "for toddlers", "family fun"). Some kinds of event imply 21+ where alcohol
 * is the point (bar crawls, happy hours, wine, beer and spirits tastings, beer and brew festivals, a paint and sip
 * class poured with wine, a bar's ladies night), and photos or breakfasts with Santa are for
 * children, and so are a trunk or treat (candy handed out of car trunks, a safer trick or treat for
 * children) and a first to twelfth birthday; each of those is backed by at least three corpus lines.
 */
const PHRASES: ReadonlyArray<readonly [Audience, RegExp]> = [
  ['21+', new RegExp(`\\b${AGE_LIMIT(21)}\\b`, 'g')],
  ['18+', new RegExp(`\\b${AGE_LIMIT(18)}\\b`, 'g')],
  [
    'adults',
    /\b(?:(?:for\s+)?adults?(?:\s+only)?|grown[\s-]*ups?(?:\s+only)?|no\s+(?:kids|children)|kid[\s-]*free|child[\s-]*free)\b/g,
  ],
  // "the fam" is the family ("kwanzaa celebration for the fam", "color run for the whole fam", "easter egg
  // hunts for the fam"), and so are "the kiddos" ("skate rink with the kiddos", "fun stuff for the
  // kiddos sunday", "pumpkin patch with the kiddos"); babies and strollers are welcome where children are ("stroller friendly things to
  // do", "baby friendly concerts", "baby friendly yoga", "stroller friendly holiday lights walk").
  [
    'kids',
    /\b(?:(?:for\s+(?:the\s+)?)?(?:kids?|children|child|toddlers?|teens?|little\s+ones|famil(?:y|ies))(?![\s-]+reunions?)(?:[\s-]*(?:friendly|fun|events?|activities))?|(?:for|with)\s+the\s+(?:whole\s+)?(?:fam|kiddos)|(?:kid|family|child|baby|stroller)[\s-]*friendly|all[\s-]+ages|\d{1,2}\s*(?:years?|yrs?)[\s-]+olds?|\d{1,2}\s*(?:yo|y\s*\/\s*o)|with\s+santa|santa\s+(?:breakfasts?|photos?|visits?)|trunk[\s-]+or[\s-]+treats?)\b/g,
  ],
  [
    '21+',
    /\b(?:bar\s+crawls?|pub\s+crawls?|(?<!mitzvah\s)bars|happy\s+hours?|wine\s+(?:tastings?|nights?|festivals?|fests?|walks?)|(?:wine|beer|whiske?y|bourbon|tequila|mezcal|scotch|sake|cider|spirits)(?:\s+(?:and|n|&)\s+[a-z]+)?\s+tastings?|(?:craft\s+)?(?<!root\s)(?:beer|brew)\s*(?:festivals?|fests?|weeks?)|breweries|brewery(?:\s+tours?)?|paint\s+(?:and|n)\s+sips?|sip\s+(?:and|n)\s+paints?|ladies\s+nights?)\b/g,
  ],
  // A first to twelfth birthday is a child's party.
  [
    'kids',
    /\b(?:(?:[1-9]|1[0-2])(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth)\s+birthdays?\b/g,
  ],
];

/**
 * The audience the words ask for, its words claimed; the first phrase in the list above wins ("21+
 * family reunion" is 21+). Null when the words say nothing about who it is for.
 */
export function readAudience(lower: string, mask: QueryMask): Audience | null {
  for (const [audience, pattern] of PHRASES) {
    for (const match of lower.matchAll(pattern)) {
      const end = match.index + match[0].length;
      if (!isSpanFree(mask, match.index, end)) continue;
      // Implied audiences ("bar crawl") stay in the free text: they are also what the event is.
      const isSaid =
        !/^(?:bar|pub|happy|wine|brew|beer|whiske?y|bourbon|tequila|mezcal|scotch|sake|cider|spirits|craft|paint|sip|ladies|with|santa|trunk)|birthdays?$/.test(
          match[0],
        );
      if (isSaid) consumeSpan(mask, match.index, end);
      return audience;
    }
  }
  return null;
}
