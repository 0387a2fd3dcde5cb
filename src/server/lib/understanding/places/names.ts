import { US_STATES } from '#shared/constants.ts';
import { COMPASS_WORDS, REGIONS } from './regions.data.ts';

/** A place as the geocoder wants it: a city (or state) name and, when known, a state code. */
export type PlacePhrase = { text: string; region: string | null };

// Nicknames become the city's name and state so the chip reads 'New York, NY' and any geocoder
// understands them; names follow src/server/lib/geo's aliases (DC is region 'DC').
const NICKNAMES: ReadonlyMap<string, PlacePhrase> = new Map(
  (
    [
      ['nyc|new york city|big apple|the big apple', 'New York City', 'NY'],
      ['la|l a', 'Los Angeles', 'CA'],
      ['sf|san fran|bay area|the bay area|sf bay area', 'San Francisco', 'CA'],
      ['silicon valley', 'San Jose', 'CA'],
      ['philly', 'Philadelphia', 'PA'],
      ['dc|washington dc|d c', 'Washington', 'DC'],
      ['vegas|las vegas', 'Las Vegas', 'NV'],
      ['nola|big easy|the big easy', 'New Orleans', 'LA'],
      // "Bmore" (Baltimore), as in the city's own "Believe"/"Bmore" slogans: "live music bmore this
      // friday night", "bmore crab feast", "birthday party in bmore for 20", "tent rental in bmore".
      ['bmore|b more', 'Baltimore', 'MD'],
      // Airport codes people type for their city, like ATL, PDX, ABQ, DFW, SLC and STL here: "bday
      // party in jax saturday", "wedding fair in phx".
      ['jax', 'Jacksonville', 'FL'],
      ['phx', 'Phoenix', 'AZ'],
      ['atl', 'Atlanta', 'GA'],
      ['chi town|chitown', 'Chicago', 'IL'],
      ['htown|h town', 'Houston', 'TX'],
      ['dfw', 'Dallas', 'TX'],
      ['twin cities|the twin cities', 'Minneapolis', 'MN'],
      ['slc', 'Salt Lake City', 'UT'],
      ['okc', 'Oklahoma City', 'OK'],
      ['kc', 'Kansas City', 'MO'],
      ['stl', 'St. Louis', 'MO'],
      ['pdx', 'Portland', 'OR'],
      ['abq', 'Albuquerque', 'NM'],
      ['st pete', 'St. Petersburg', 'FL'],
      // Nicknames in everyday and local-media use (as listed in Wikipedia's "List of city nicknames
      // in the United States") and the letter codes locals tag their city with (ATX, HTX, SATX, RVA,
      // PGH, MSP, DTLA) or write it as on the city's own signs (Mpls). Left out: those that are also common words or shared by cities ("the bay",
      // "sea", "chi", "the queen city").
      ['atx', 'Austin', 'TX'],
      ['htx', 'Houston', 'TX'],
      ['satx', 'San Antonio', 'TX'],
      // "SD" alone is South Dakota; with California after it, San Diego: "events for singles 21+ in
      // sd ca", "engagement party ... in sd ca for 50", "concerts this weekend in sd ca".
      ['sd ca|sd california', 'San Diego', 'CA'],
      ['big d', 'Dallas', 'TX'],
      ['windy city|the windy city', 'Chicago', 'IL'],
      ['music city', 'Nashville', 'TN'],
      ['sin city', 'Las Vegas', 'NV'],
      ['beantown', 'Boston', 'MA'],
      ['motor city|the motor city', 'Detroit', 'MI'],
      ['mile high city|the mile high city', 'Denver', 'CO'],
      ['cincy|cinci', 'Cincinnati', 'OH'],
      ['indy', 'Indianapolis', 'IN'],
      ['cbus', 'Columbus', 'OH'],
      ['the lou', 'St. Louis', 'MO'],
      ['dtla|city of angels|the city of angels', 'Los Angeles', 'CA'],
      ['bklyn', 'Brooklyn', 'NY'],
      ['nawlins', 'New Orleans', 'LA'],
      ['rva', 'Richmond', 'VA'],
      ['pgh', 'Pittsburgh', 'PA'],
      ['msp|mpls', 'Minneapolis', 'MN'],
      // "marathon this sunday in chi", "speed dating for 30s in chi", "super bowl party for 25 guys in chi"
      ['chi', 'Chicago', 'IL'],
      // "nye fireworks in salt lake", "sledding hills near salt lake", "bridal fair in salt lake this sunday"
      ['salt lake', 'Salt Lake City', 'UT'],
      // "10k on memorial day in sac", "events in sactown tonite", "50th bday for my husband mike in sactown"
      ['sac|sactown', 'Sacramento', 'CA'],
      // "bday brunch spots in nashvegas", "bachelorette in nashvegas for 10 girls", "line dance night in nashvegas"
      ['nashvegas', 'Nashville', 'TN'],
      // "mothers day brunch in the bay", "free things to do for the fam in the bay", "party ... in the bay"
      ['the bay|bay', 'San Francisco', 'CA'],
      // "events for seniors in boca this week", "sunset yoga on the beach in boca", "boca food and wine fest"
      ['boca', 'Boca Raton', 'FL'],
      // More airport codes and nicknames in everyday use (Wikipedia's "List of city nicknames in the
      // United States"): "networking happy hour in clt thurs", "food truck friday in clt", "christmas
      // lights clt next weekend"; "taco fest this wknd san antone", "rodeo in san antone this weekend",
      // "mariachi concert san antone tonight"; "singles mixer 21+ sacto next sat", "farmers market in
      // sacto sunday", "comedy night sacto this friday"; "halloween costume party in hotlanta", "drag
      // brunch in hotlanta saturday", "free concerts hotlanta tomorrow"; "art walk ... in the burgh",
      // "steelers watch party in the burgh sunday", "comedy clubs in the burgh this weekend".
      ['clt', 'Charlotte', 'NC'],
      ['san antone', 'San Antonio', 'TX'],
      ['sacto', 'Sacramento', 'CA'],
      ['hotlanta', 'Atlanta', 'GA'],
      ['the burgh|da burgh', 'Pittsburgh', 'PA'],
      // Motown is also the music ("motown night"): a place only after "in"/"near" (MARKED_ONLY).
      // "whats happening in motown this weekend", "techno parties in motown saturday night", "new
      // years eve in motown".
      ['motown', 'Detroit', 'MI'],
      // Daytona is said for Daytona Beach, never for Dayton, OH one letter away: "car races in daytona
      // in feb", "classic car show in daytona", "bike week in daytona".
      ['daytona', 'Daytona Beach', 'FL'],
      // Towns known across the US that a bare name means over a bigger namesake elsewhere:
      // "holiday market in pasadena", "swing dancing in pasadena wednesday", "memorial day parade in pasadena";
      // "new years eve party in vail", "snowshoeing tour near vail", "mlk weekend ski events in vail".
      ['pasadena', 'Pasadena', 'CA'],
      // South Beach is Miami Beach's best-known part, and what visitors call the town: "engagement party
      // spots in south beach", "art deco weekend sobe", "spring break pool parties in south beach".
      ['south beach|sobe', 'Miami Beach', 'FL'],
      // Pittsburgh is often typed without its h, and means the big city over the Pittsburgs of CA, KS
      // and TX unless their state follows: "free museum days in pittsburg", "80s themed 50th ... in
      // pittsburg", "steelers tailgate pittsburg sunday".
      ['pittsburg', 'Pittsburgh', 'PA'],
      ['vail', 'Vail', 'CO'],
      // "snow sculpture festival in breckenridge", "ski weekend ... in breck", "winterfest breckenridge":
      // the ski town, a little smaller than Breckenridge, TX.
      ['breckenridge|breck', 'Breckenridge', 'CO'],
    ] as const
  ).flatMap(([keys, text, region]) => keys.split('|').map((key) => [key, { text, region }] as const)),
);

/**
 * Big cities recognised without "in" ("bday party austin"), and the cities people know a region by
 * (state capitals, college towns); person-like names (Charlotte, Madison, Lincoln), ordinary words
 * (Mobile, Surprise, Aurora, Buffalo: "buffalo wings") and names shared by big cities of different
 * states (Springfield, Arlington, Glendale) left out.
 */
const CITY_NAMES: ReadonlySet<string> = new Set(
  `new york|los angeles|chicago|houston|phoenix|philadelphia|san antonio|san diego|dallas|san jose|austin|
  jacksonville|fort worth|indianapolis|san francisco|seattle|denver|nashville|oklahoma city|el paso|boston|
  portland|las vegas|detroit|memphis|louisville|baltimore|milwaukee|albuquerque|tucson|fresno|sacramento|
  kansas city|atlanta|miami|raleigh|omaha|minneapolis|tulsa|cleveland|wichita|new orleans|tampa|honolulu|
  anaheim|pittsburgh|cincinnati|st louis|saint louis|orlando|salt lake city|boise|spokane|des moines|
  baton rouge|chattanooga|savannah|asheville|scottsdale|santa fe|santa barbara|palm springs|oakland|
  long beach|berkeley|brooklyn|manhattan|hoboken|st paul|saint paul|ann arbor|san juan|anchorage|
  knoxville|lexington|durham|st petersburg|fort lauderdale|miami beach|santa monica|pasadena|boulder|
  virginia beach|palm beach|west palm beach|myrtle beach|huntington beach|newport beach|daytona beach|jersey city|
  columbus|providence|grand rapids|sioux falls|sioux city|colorado springs|corpus christi|bakersfield|
  stockton|toledo|greensboro|plano|newark|chula vista|fort wayne|laredo|lubbock|reno|winston salem|irvine|
  tacoma|modesto|birmingham|akron|shreveport|huntsville|tallahassee|worcester|tempe|fort collins|
  santa rosa|cape coral|little rock|amarillo|albany|syracuse|hartford|new haven|dayton|rochester|
  richmond|charleston|bozeman|missoula`
    .split('|')
    .map((name) => name.trim()),
);

// First words of two-word city names, for "5k san antonio tx" without "in".
const CITY_PREFIXES: ReadonlySet<string> = new Set(
  'san santa los las new fort ft st saint el palm long grand salt baton corpus north south east west little sioux cedar ann des virginia kansas oklahoma jersey colorado carson green rapid eau lake port mount mt bowling college overland round glen iowa jefferson daly pompano boca'.split(
    ' ',
  ),
);

/** Words that end "in the park", "at home", "in the evening": a setting, not a place to geocode. */
const GENERIC_PLACE_NOUNS: ReadonlySet<string> = new Set(
  `park parks garden gardens backyard yard house houses home homes venue venues bar bars club clubs church
  school office building beach beaches woods forest mountain mountains lake snow rain sun winter summer fall
  spring autumn morning afternoon evening night daytime area areas neighborhood neighbourhood downtown center
  centre hall arena stadium theater theatre restaurant restaurants hotel person town city future world usa us
  america general particular advance total style costume costumes public private person spanish english
  pajamas pjs`
    .split(/\s+/)
    .filter(Boolean),
);

// Two-letter codes that are also common words; accepted only as "X, ST" or written in capitals.
const AMBIGUOUS_STATE_CODES: ReadonlySet<string> = new Set(
  'al co de hi id in la ma me oh ok or pa'.split(' '),
);

const STATE_CODES: ReadonlyMap<string, string> = new Map([
  ...US_STATES.map(([code, name]) => [name.toLowerCase(), code] as const),
  ...US_STATES.map(([code]) => [code.toLowerCase(), code] as const),
  ['dc', 'DC'],
]);

const STATE_NAMES: ReadonlyMap<string, string> = new Map(US_STATES.map(([code, name]) => [code, name]));

/** Nicknames that are also words elsewhere ("tai chi", "sac fly", "by the bay"): read only after "in"/"near". */
const MARKED_ONLY: ReadonlySet<string> = new Set(['chi', 'sac', 'the bay', 'bay', 'motown']);

/** The place a nickname names; `isMarked` when "in"/"near" comes before it. */
export function findNickname(key: string, isMarked = true): PlacePhrase | undefined {
  if (!isMarked && MARKED_ONLY.has(key)) return undefined;
  return NICKNAMES.get(key) ?? REGIONS.get(key);
}

/** "west", "upstate", "central": a word that names a part of the state after it. */
export function isCompassWord(word: string): boolean {
  return COMPASS_WORDS.has(word);
}

export function isCityName(key: string): boolean {
  return CITY_NAMES.has(key);
}

export function isCityPrefix(word: string): boolean {
  return CITY_PREFIXES.has(word);
}

export function isGenericPlaceNoun(word: string): boolean {
  return GENERIC_PLACE_NOUNS.has(word);
}

/** The state code for a state name or code ('oregon', 'or'), or undefined. */
export function findStateCode(key: string): string | undefined {
  return STATE_CODES.get(key);
}

export function isAmbiguousStateCode(word: string): boolean {
  return AMBIGUOUS_STATE_CODES.has(word);
}

/** 'Texas' for 'TX'. */
export function getStateName(code: string): string | undefined {
  return STATE_NAMES.get(code);
}

/** The big city a misspelt name was meant to be ("sacremento", "san deigo", "sandiego"), or undefined. */
export function findCitySpelling(
  key: string,
  isSlip: (typed: string, known: string) => boolean,
): string | undefined {
  const typed = key.replace(/\s+/g, ' ').trim();
  for (const name of CITY_NAMES) {
    if (isSlip(typed, name) || isSlip(typed.replace(/ /g, ''), name.replace(/ /g, ''))) return name;
  }
  return undefined;
}

/**
 * A state named alone whose biggest city bears its name is the city: people search "ice skating in
 * new york this weekend" or "jazz clubs in new york friday night" for New York City. The state is
 * said with "state" after it, "upstate" or a compass word before it, or a town ("albany new york").
 */
export function cityNamedForState(key: string): PlacePhrase | null {
  return key === 'new york' ? { text: 'New York City', region: 'NY' } : null;
}
