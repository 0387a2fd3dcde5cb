import type { HostCategory } from './draft.ts';

export type Occasion = { label: string; category: HostCategory };

// Most specific first: "company holiday party" is a corporate event, "holiday party" a holiday one.
const OCCASIONS: ReadonlyArray<readonly [RegExp, Occasion]> = [
  [/\b(?:bar|bat|b'nai)\s+mitzvah\b/, { label: 'mitzvah', category: 'Bar Mitzvah' }],
  [/\bquincea[nñ]era\b|\bquince\b/, { label: 'quinceañera', category: 'Birthday' }],
  [/\bsweet\s+(?:16|sixteen)\b/, { label: 'sweet sixteen', category: 'Birthday' }],
  [/\b(?:birthday|bday|b-day)\b/, { label: 'birthday party', category: 'Birthday' }],
  [/\bbaby\s+shower\b/, { label: 'baby shower', category: 'Social' }],
  [/\bgender\s+reveal\b/, { label: 'gender reveal party', category: 'Social' }],
  [/\bbridal\s+shower\b/, { label: 'bridal shower', category: 'Wedding' }],
  [/\bbachelorette\b/, { label: 'bachelorette party', category: 'Wedding' }],
  [/\bbachelor\b|\bstag\s+party\b/, { label: 'bachelor party', category: 'Wedding' }],
  [/\bengagement\b/, { label: 'engagement party', category: 'Wedding' }],
  [/\b(?:wedding|reception|elopement)\b/, { label: 'wedding', category: 'Wedding' }],
  [/\b(?:anniversary)\b/, { label: 'anniversary party', category: 'Social' }],
  [/\bretirement\b|\bretiring\b/, { label: 'retirement party', category: 'Corporate' }],
  [
    /\b(?:company|office|work|team|corporate|staff|employee)\s+(?:holiday|christmas|xmas|end[- ]of[- ]year)\s+(?:party|celebration|dinner|event)\b/,
    { label: 'company holiday party', category: 'Corporate' },
  ],
  [
    /\b(?:offsite|off-site|team[- ]building|company\s+(?:party|picnic|event|dinner)|office\s+party|work\s+party|product\s+launch|launch\s+party|networking|conference|seminar|workshop|client\s+dinner|happy\s+hour)\b/,
    { label: 'company event', category: 'Corporate' },
  ],
  [/\b(?:graduation|grad\s+party|commencement)\b/, { label: 'graduation party', category: 'Social' }],
  [/\bhousewarming\b/, { label: 'housewarming party', category: 'Social' }],
  [/\breunion\b/, { label: 'reunion', category: 'Social' }],
  [/\bfriendsgiving\b/, { label: 'Friendsgiving', category: 'Holiday' }],
  [/\bthanksgiving\b/, { label: 'Thanksgiving dinner', category: 'Holiday' }],
  [/\bhalloween\b/, { label: 'Halloween party', category: 'Holiday' }],
  [/\b(?:christmas|xmas)\b/, { label: 'Christmas party', category: 'Holiday' }],
  [/\bhanukkah\b|\bchanukah\b/, { label: 'Hanukkah party', category: 'Holiday' }],
  [/\bnew\s+year'?s?(?:\s+eve)?\b|\bnye\b/, { label: "New Year's Eve party", category: 'Holiday' }],
  [
    /\b(?:4th|fourth)\s+of\s+july\b|\bindependence\s+day\b/,
    { label: 'Fourth of July party', category: 'Holiday' },
  ],
  [/\bholiday\s+(?:party|celebration|gathering|dinner)\b/, { label: 'holiday party', category: 'Holiday' }],
  [
    /\b(?:super\s+bowl|watch\s+party|game\s+day|tailgate|tailgating|world\s+series|march\s+madness)\b/,
    { label: 'watch party', category: 'Sports' },
  ],
  [/\bmarathon\b/, { label: 'marathon', category: 'Marathon' }],
  [/\b(?:5k|10k|fun\s+run|charity\s+run|race)\b/, { label: 'race', category: 'Athletic Race' }],
  [/\b(?:costume|themed)\s+party\b|\bmasquerade\b/, { label: 'theme party', category: 'Theme Party' }],
  [/\b(?:concert|gig|recital|live\s+music)\b/, { label: 'concert', category: 'Concert' }],
  [/\bice\s+skating\b|\bskating\s+party\b/, { label: 'skating party', category: 'Ice Skating' }],
  [
    /\b(?:hike|hiking|camping|kayak(?:ing)?|picnic\s+hike)\b/,
    { label: 'outdoor outing', category: 'Outdoor Adventure' },
  ],
  [
    /\b(?:dinner\s+party|cocktail\s+party|game\s+night|bbq|barbecue|cookout|potluck|brunch|get[- ]together|block\s+party|pool\s+party|garden\s+party|party)\b/,
    { label: 'party', category: 'Social' },
  ],
];

/** The occasion a message names ("my daughter's birthday" -> birthday party, Birthday); null when none. */
export function findOccasion(lower: string): Occasion | null {
  for (const [pattern, occasion] of OCCASIONS) {
    if (pattern.test(lower)) return occasion;
  }
  return null;
}

/** The occasion's own specific word, for titles: "dinner party", "cookout" instead of plain "party". */
export function specificPartyWord(lower: string): string | null {
  const match =
    /\b(dinner party|cocktail party|game night|bbq|barbecue|cookout|potluck|brunch|block party|pool party|garden party)\b/.exec(
      lower,
    );
  return match ? match[1]! : null;
}
