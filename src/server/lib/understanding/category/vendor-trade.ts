import type { VendorCategory } from '#shared/constants.ts';
import { consumeSpan, isSpanFree, type QueryMask } from '../text/mask.ts';

// Word separator: "photo booth", "photo-booth" and "photobooth" all match.
const S = '[\\s/-]*';

/**
 * Words people type for each of the 18 vendor trades, as regular expression sources matched on
 * lower-case text. Every trade's own name is here too ("event planner", "party rentals"). Words that
 * name a thing a vendor brings rather than the trade ("bounce house", "balloon arch", "uplighting")
 * map to the trade that rents or makes it. Bare "band" is a band (the directory has no rings), and
 * "music" alone maps to nothing: it may be a DJ, a band or a musician.
 */
const TRADES: readonly (readonly [VendorCategory, string])[] = [
  ['DJ', `d${S}j(?:s|ing)?|dee${S}jays?|disc${S}jockeys?|disk${S}jockeys?`],
  ['Band', `(?:live|cover|wedding|jazz|rock|mariachi|brass|party|swing|country)${S}bands?|bands?`],
  [
    'Musician',
    `musicians?|guitarists?|violinists?|pianists?|harpists?|cellists?|saxophonists?|singers?|vocalists?|string${S}(?:quartets?|trios?)|soloists?`,
  ],
  ['Catering', `caterers?|catering|cater|private${S}chefs?|chefs?|food${S}trucks?|bbq${S}caterers?|buffets?`],
  [
    'Photographer',
    `photographers?|photogs?|photography|photo${S}shoots?|headshots?|(?:wedding|event|party)${S}photos?`,
  ],
  [
    'Videographer',
    `videographers?|videography|video${S}graphers?|cinematograph(?:ers?|y)|filmmakers?|videos?`,
  ],
  [
    'Event Planner',
    `(?:event|wedding|party)${S}(?:planners?|planning|coordinators?|coordination)|planners?|day${S}of${S}coordinators?|coordinators?`,
  ],
  [
    'Party Rentals',
    `party${S}rentals?|rentals?|bounce${S}(?:houses?|castles?)|bouncy${S}(?:houses?|castles?)|moon${S}bounces?|inflatables?|(?:tent|table|chair|linen)${S}rentals?|tents?|tables${S}and${S}chairs`,
  ],
  ['Photo Booth', `photo${S}booths?|selfie${S}(?:booths?|stations?)|360${S}booths?|booths?`],
  ['Bartender', `bartend(?:ers?|ing)|mixologists?|mixology|mobile${S}bars?|bar${S}services?|bar${S}tenders?`],
  ['Magician', `magicians?|magic${S}(?:shows?|acts?)|illusionists?|magic`],
  ['Face Painter', `face${S}paint(?:ers?|ing)?|face${S}art(?:ists?)?`],
  [
    'Balloon Artist',
    `balloon${S}(?:artists?|twist(?:ers?|ing)|animals?|arch(?:es)?|decor(?:ations?)?|garlands?|art)|balloons?`,
  ],
  ['Clown', `clowns?`],
  ['Lighting', `lighting|up${S}light(?:s|ing)|lights?|light${S}(?:shows?|designers?)`],
  ['Florist', `florists?|flowers?|floral(?:${S}(?:design(?:ers?)?|arrangements?))?|bouquets?|centerpieces?`],
  ['Dancer', `dancers?|dance${S}(?:troupes?|performers?|groups?|shows?)|belly${S}dancers?|hula${S}dancers?`],
  ['Security', `security(?:${S}(?:guards?|staff|services?))?|guards?|bouncers?`],
];

const MATCHERS = TRADES.map(([category, source]) => ({
  category,
  pattern: new RegExp(`\\b(?:${source})\\b`, 'g'),
}));

type TradeMatch = { category: VendorCategory; start: number; end: number };

/**
 * The trade the words name: the longest synonym wins ("photo booth" over "booth", "balloon twister"
 * over "balloons"), then the earliest. It and any other synonym of the same trade are claimed;
 * words naming another trade stay in the free text.
 */
export function findVendorTrade(text: string, mask: QueryMask): VendorCategory | null {
  const candidates: TradeMatch[] = [];
  for (const { category, pattern } of MATCHERS) {
    for (const match of text.matchAll(pattern)) {
      const end = match.index + match[0].length;
      if (isSpanFree(mask, match.index, end)) candidates.push({ category, start: match.index, end });
    }
  }
  candidates.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const [best] = candidates;
  if (!best) return null;
  for (const candidate of candidates) {
    if (candidate.category === best.category && isSpanFree(mask, candidate.start, candidate.end))
      consumeSpan(mask, candidate.start, candidate.end);
  }
  return best.category;
}
