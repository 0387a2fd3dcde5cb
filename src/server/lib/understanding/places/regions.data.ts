import type { PlacePhrase } from './names.ts';

/*
 * Regions people name instead of a town, each read as the one state it lies in: "renaissance faire in
 * norcal", "haunted hayride in the poconos", "labor day weekend in the hamptons". The names are those
 * of Wikipedia's "List of regions of the United States" and the states' own tourism regions, kept to
 * regions inside a single state (the Ozarks, Lake Tahoe and the Smokies straddle two and are left out),
 * and to names that are not ordinary words ("the keys", "the cape", "the valley" are left out). A
 * leading "the" is optional: the place reader skips it.
 */
const REGION_STATES: ReadonlyArray<readonly [keys: string, state: string, name: string]> = [
  [
    'socal|so cal|southern cal|norcal|nor cal|northern cal|inland empire|central valley|coachella valley',
    'CA',
    'California',
  ],
  ['outer banks|obx', 'NC', 'North Carolina'],
  ['cape cod|marthas vineyard|berkshires|the berkshires', 'MA', 'Massachusetts'],
  ['hamptons|catskills|adirondacks|finger lakes|hudson valley|long island', 'NY', 'New York'],
  ['jersey shore|south jersey|north jersey', 'NJ', 'New Jersey'],
  ['poconos|pocono mountains|lehigh valley', 'PA', 'Pennsylvania'],
  ['florida keys', 'FL', 'Florida'],
  ['hill country|texas hill country|rio grande valley|rgv', 'TX', 'Texas'],
  ['upper peninsula', 'MI', 'Michigan'],
  ['big island|maui|oahu|kauai', 'HI', 'Hawaii'],
  ['black hills', 'SD', 'South Dakota'],
  ['lowcountry|low country', 'SC', 'South Carolina'],
  ['front range', 'CO', 'Colorado'],
];

export const REGIONS: ReadonlyMap<string, PlacePhrase> = new Map(
  REGION_STATES.flatMap(([keys, region, text]) =>
    keys.split('|').map((key) => [key, { text, region }] as const),
  ),
);

/**
 * A compass word before a state names a part of that state, searched as the state: "upstate ny
 * breweries", "concerts in south florida", "rodeos in west texas" (never West, TX, a town of 2,800).
 * State names that begin with one ("west virginia", "north dakota") are read as states first.
 */
export const COMPASS_WORDS: ReadonlySet<string> = new Set(
  `north south east west northern southern eastern western central upstate downstate northeast northwest
  southeast southwest northeastern northwestern southeastern southwestern coastal`.split(/\s+/),
);
