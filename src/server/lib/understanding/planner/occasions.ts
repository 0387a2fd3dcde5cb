import type { EVENT_CATEGORIES } from '#shared/constants.ts';

type Category = (typeof EVENT_CATEGORIES)[number];

/**
 * Occasions and the event category each is, most specific first ("company holiday party" is a
 * corporate event, "holiday party" a holiday one). Bachelor and bachelorette parties are social
 * events; an engagement party, bridal shower or rehearsal dinner is part of a wedding; a retirement
 * party is corporate; a watch party or tailgate is sports.
 */
export const OCCASIONS: ReadonlyArray<readonly [RegExp, string, Category]> = [
  [/\b(?:bar|bat|b'nai)\s+mitzvah\b/, 'mitzvah', 'Bar Mitzvah'],
  [/\bquincea(?:n|ñ)era\b|\bquince\b/, 'quinceañera', 'Birthday'],
  [/\bsweet\s+(?:16|sixteen)\b/, 'sweet sixteen', 'Birthday'],
  [
    /\b(?:birthday|bday|b-day|b\s+day|birhtday|brithday|birthdya|bithday|birtday|bdays?)\b/,
    'birthday party',
    'Birthday',
  ],
  [/\b(?:baby|diaper)\s+(?:shower|party)\b|\bsprinkle\b/, 'baby shower', 'Social'],
  [/\bgender\s+reveal\b/, 'gender reveal party', 'Social'],
  [/\b(?:bridal|wedding)\s+shower\b/, 'bridal shower', 'Wedding'],
  [/\bbachelorette\b|\bbach\b|\bhens?\s+(?:party|night|do)\b/, 'bachelorette party', 'Social'],
  [/\bbachelor\b|\bstag\s+(?:party|do|night)\b/, 'bachelor party', 'Social'],
  [/\brehearsal\s+dinner\b/, 'rehearsal dinner', 'Wedding'],
  [/\bengagement\b/, 'engagement party', 'Wedding'],
  [
    /\b(?:wedding|weding|reception|elopement|elope[ds]?|eloping|vow\s+renewal|renew(?:ing|ed)?\s+(?:our\s+|their\s+|his\s+|her\s+)?vows)\b(?!\s+anniversary)/,
    'wedding',
    'Wedding',
  ],
  [/\bann?iv[a-z]*r[a-z]*\b/, 'anniversary party', 'Social'],
  // A child's sacrament is a family party: "first communion lunch", "baptism brunch", "christening".
  [/\b(?:first|1st|holy)\s+communion\b|\bbaptism\b|\bchristening\b/, 'communion party', 'Social'],
  [/\bretirement\b|\bretiring\b/, 'retirement party', 'Corporate'],
  [
    /\b(?:company|office|work|team|corporate|staff|employee)\s+(?:holiday|christmas|xmas|end[- ]of[- ]year)\s+(?:party|celebration|dinner|lunch|event)\b/,
    'company holiday party',
    'Corporate',
  ],
  [
    /\b(?:offsite|off-site|retreat|team[- ]building|all[- ]hands|new\s+hires?|(?:company|office|work)\s+(?:[a-z]+\s+)?(?:party|picnic|event|dinner|outing|bbq|potluck|cook[- ]?off)|(?:lunch|potluck)\s+for\s+(?:the|our)\s+office|product\s+launch|launch\s+party|networking|conference|seminar|workshop|client\s+dinner|corporate|sales\s+kickoff|(?:staff|employee|client|customer)s?\s+appreciation|team\s+(?:dinner|lunch)|end\s+of\s+year\s+party|promotion|board\s+(?:dinner|meeting|retreat)|execs|executives?|investors?\s+(?:dinner|meeting))\b/,
    'company event',
    'Corporate',
  ],
  [/\b(?:graduation|grad\s+party|commencement)\b/, 'graduation party', 'Social'],
  // Someone coming home is what is celebrated, whatever holiday it falls on: "welcome home party for
  // my brother labor day weekend", "welcome back party on memorial day".
  [/\bwelcome\s+(?:home|back)\b|\bhomecoming\s+party\b/, 'welcome home party', 'Social'],
  [/\bhousewarming\b/, 'housewarming party', 'Social'],
  [/\breunion\b/, 'reunion', 'Social'],
  [/\bfriendsgiving\b/, 'Friendsgiving', 'Holiday'],
  [/\bthanksgiving\b/, 'Thanksgiving dinner', 'Holiday'],
  [/\bchristmas\s+market\b/, 'Christmas market', 'Christmas Market'],
  [/\bwinter\s+festival\b/, 'winter festival', 'Winter Festival'],
  [
    /\bhalloween\b|\bpumpkin\s+carving\b|\b(?:trick|trunk)[\s-]+or[\s-]+treat(?:ing|ers)?\b/,
    'Halloween party',
    'Holiday',
  ],
  // Gift games and sweaters of the season: "secret santa party for the office", "white elephant swap".
  [
    /\bsecret\s+santa\b|\bwhite\s+elephant\b|\bugly\s+(?:christmas\s+|xmas\s+|holiday\s+)?sweater\b/,
    'holiday party',
    'Holiday',
  ],
  [/\bmardi\s+gras\b/, 'Mardi Gras party', 'Holiday'],
  [/\b(?:christmas|xmas)\b/, 'Christmas party', 'Holiday'],
  [/\bhanukkah\b|\bchanukah\b/, 'Hanukkah party', 'Holiday'],
  [
    /\bdiwali\b|\beid(?:\s+(?:al|ul)[\s-]+(?:fitr|adha))?\b|\bjuneteenth\b|\bcinco\s+de\s+mayo\b|\bkwanzaa\b|\b(?:lunar|chinese)\s+new\s+year\b/,
    'holiday party',
    'Holiday',
  ],
  // A holiday gathering of friends or neighbours: "holiday party in nyc for 50", "holiday potluck with
  // the neighbors", "book club holiday party for nine ladies".
  [
    /\bholiday\s+(?:party|potluck|dinner|brunch|gathering|get[- ]together|open\s+house|cookie\s+(?:swap|exchange))\b/,
    'holiday party',
    'Holiday',
  ],
  [/\bnew\s+year'?s?(?:\s+(?:eve|day))?\b|\bnye\b/, "New Year's party", 'Holiday'],
  [
    /\b(?:4th|fourth)\s+of\s+july\b|\bjuly\s+4(?:th)?\b|\bindependence\s+day\b/,
    'Fourth of July party',
    'Holiday',
  ],
  [
    /\b(?:st\.?\s+)?(?:patrick|paddy|patty)'?s\s+day\b|\bst\.?\s+(?:paddy|patty)'?s\b|\bvalentines?\b|\bvalentine'?s\b|\beaster\b|\bmothers?'?\s+day\b|\bfathers?'?\s+day\b|\bmemorial\s+day\b|\blabor\s+day\b/,
    'holiday party',
    'Holiday',
  ],
  [/\bholiday\s+(?:party|celebration|gathering|dinner|lunch|happy\s+hour)\b/, 'holiday party', 'Holiday'],
  [
    /\b(?:super\s*bowl|watch\s+party|game\s+day|big\s+game|tailgate|tailgating|world\s+series|world\s+cup|march\s+madness|kentucky\s+derby|fantasy\s+football|end\s+of\s+season)\b/,
    'watch party',
    'Sports',
  ],
  // A game the guests play together: "pickleball tournament for our club", "cornhole tournament".
  [/\btournament\b/, 'tournament', 'Sports'],
  [/\bmarathon\b/, 'marathon', 'Marathon'],
  [/\b(?:5k|10k|fun\s+run|charity\s+run|race)\b/, 'race', 'Athletic Race'],
  [
    /\b(?:costume|themed)\s+party\b|\bmasquerade\b|\bmurder\s+mystery\b|\bcasino\s+night\b/,
    'theme party',
    'Theme Party',
  ],
  [/\b(?:concert|gig|recital|live\s+music)\b/, 'concert', 'Concert'],
  [/\bice\s+skating\b|\bskating\s+party\b/, 'skating party', 'Ice Skating'],
  [/\b(?:hike|hiking|camping|kayak(?:ing)?|ski\s+trip|skiing)\b/, 'outdoor outing', 'Outdoor Adventure'],
  [/\bcultural\s+(?:night|festival)\b/, 'cultural night', 'Cultural Festival'],
  [/\bfundraiser\b|\bgala\b/, 'fundraiser', 'Corporate'],
  [/\bcook[- ]?off\b/, 'cook-off', 'Food Festival'],
];

/** The host's own word for a plain party, used in titles ("dinner party", "cookout"). */
export const PARTY_WORDS =
  /\b(dinner party|cocktail party|game night|bbq|barbecue|cookout|potluck|brunch|block party|pool party|garden party|sleepover|picnic|wine night|dinner|luncheon|happy hour)\b/;

/** Words that name a plain party (a Social event) when no occasion is named. */
// A night in of one pastime is a party among friends: "poker night for 8 at my place", "movie night
// for the neighbors", "bunco night with the girls"; so are a farewell, an open house and a youth
// group's lock-in.
export const PLAIN_PARTY =
  /\b(?:party|parties|dinner|cocktail|game\s+night|bonfire|drinks|(?:wine|cheese|beer|whiskey)\s+(?:and\s+[a-z]+\s+)?(?:night|tasting)|(?:poker|movie|trivia|karaoke|bunco|mahjong|board\s+game|card|craft|paint)\s+night|lunch(?:eon)?|farewell|going[- ]away|send[- ]?off|open\s+house|lock[- ]in|bbq|barbecue|cookout|potluck|brunch|get[- ]together|bash|shindig|sleepover|picnic|wine\s+night|gathering|celebration|hangout|kickback)\b/;
