import type { EventCategory } from '#shared/constants.ts';
import { findPlace, type Place } from '../../lib/geo/gazetteer.ts';
import { SAMPLE_CITIES, VENUE_KINDS, type VenueKind } from './sample-places.ts';

type Theme = {
  category: EventCategory;
  titles: readonly string[];
  venue: VenueKind;
  /** Local start hour (24 h). */
  hour: number;
  describe: (city: string) => string;
};

/** One theme per category, the sample-only ones (Music, Food & Drink, Conference) included. */
const THEMES: readonly Theme[] = [
  {
    category: 'Birthday',
    titles: ['Milestone 30th Birthday Bash', 'Retro Roller Disco Birthday'],
    venue: 'home',
    hour: 19,
    describe: (c) =>
      `Cake, a curated playlist and a photo wall: a birthday party for friends old and new in ${c}.`,
  },
  {
    category: 'Wedding',
    titles: ['Garden Wedding Open House', 'Wedding Showcase & Tasting'],
    venue: 'home',
    hour: 16,
    describe: (c) =>
      `Meet ${c} planners, florists and caterers, taste menus and walk through a styled ceremony space.`,
  },
  {
    category: 'Corporate',
    titles: ['Founders & Funders Mixer', 'Quarterly Team Summit'],
    venue: 'hall',
    hour: 9,
    describe: (c) => `Talks, a working lunch and an evening reception for teams and founders based in ${c}.`,
  },
  {
    category: 'Holiday',
    titles: ['Holiday Lights Walk', 'New Year Countdown Party'],
    venue: 'plaza',
    hour: 18,
    describe: (c) => `Seasonal music, hot cider and a lights display in the heart of ${c}.`,
  },
  {
    category: 'Social',
    titles: ['Neighborhood Block Party', 'Board Game Social Night'],
    venue: 'plaza',
    hour: 17,
    describe: (c) => `Meet your ${c} neighbors over food trucks, lawn games and live acoustic sets.`,
  },
  {
    category: 'Theme Party',
    titles: ['Great Gatsby Jazz Night', 'Eighties Neon Costume Party'],
    venue: 'club',
    hour: 20,
    describe: (c) =>
      `Dress the part: costume contest, themed cocktails and a DJ spinning the era's hits in ${c}.`,
  },
  {
    category: 'Sports',
    titles: ['Community Soccer Tournament', 'Pickleball Round Robin'],
    venue: 'sports',
    hour: 10,
    describe: (c) =>
      `Teams of all levels play through the day; spectators welcome, with food stands on site in ${c}.`,
  },
  {
    category: 'Bar Mitzvah',
    titles: ['Bar Mitzvah Celebration Dinner', 'Family Bar Mitzvah Reception'],
    venue: 'hall',
    hour: 18,
    describe: (c) => `Dinner, dancing and the hora with family and friends at a ${c} reception hall.`,
  },
  {
    category: 'Athletic Race',
    titles: ['Sunrise 5K Fun Run', 'Glow Night 10K'],
    venue: 'park',
    hour: 8,
    describe: (c) =>
      `A timed race on a flat loop through ${c}, with a kids' dash and a finish-line festival.`,
  },
  {
    category: 'Marathon',
    titles: ['City Half Marathon', 'Riverfront Marathon & Relay'],
    venue: 'park',
    hour: 7,
    describe: (c) =>
      `A certified course through ${c} neighborhoods with aid stations every two miles and relay options.`,
  },
  {
    category: 'Ice Skating',
    titles: ['Skate Under the Stars', 'Family Ice Skating Night'],
    venue: 'sports',
    hour: 18,
    describe: (c) => `Open skate with rentals, a DJ and hot chocolate at a ${c} rink.`,
  },
  {
    category: 'Christmas Market',
    titles: ['Christkindl Holiday Market', 'Winter Makers Market'],
    venue: 'plaza',
    hour: 11,
    describe: (c) => `Local makers, mulled cider, carolers and gifts in a European-style market in ${c}.`,
  },
  {
    category: 'Winter Festival',
    titles: ['Winter Carnival', 'Snow & Lights Festival'],
    venue: 'park',
    hour: 12,
    describe: (c) => `Ice sculptures, sledding hills, fire pits and live music across a ${c} park.`,
  },
  {
    category: 'Food Festival',
    titles: ['Street Taco Festival', 'Farm-to-Table Harvest Feast'],
    venue: 'plaza',
    hour: 12,
    describe: (c) =>
      `Dozens of ${c} kitchens and food trucks, cooking demos and a local craft beverage garden.`,
  },
  {
    category: 'Outdoor Adventure',
    titles: ['Guided Sunset Hike', 'Kayak & Paddleboard Meetup'],
    venue: 'park',
    hour: 9,
    describe: (c) => `A guided outing for all levels near ${c}; gear rentals and a picnic afterwards.`,
  },
  {
    category: 'Concert',
    titles: ['Summer Symphony in the Park', 'Indie Rock Showcase'],
    venue: 'club',
    hour: 19,
    describe: (c) =>
      `An evening of live music from ${c} bands and a headline act, with food and drinks on site.`,
  },
  {
    category: 'Cultural Festival',
    titles: ['Lunar New Year Festival', 'Heritage Music & Dance Festival'],
    venue: 'plaza',
    hour: 11,
    describe: (c) => `Performances, crafts and food celebrating the cultures that make ${c} home.`,
  },
  {
    category: 'Other',
    titles: ['Community Volunteer Day', 'Vintage Flea Market'],
    venue: 'plaza',
    hour: 10,
    describe: (c) =>
      `A morning for the whole family in ${c}: meet local groups, browse stalls and lend a hand.`,
  },
  {
    category: 'Music',
    titles: ['Jazz on the Terrace', 'Open Mic Songwriters Night'],
    venue: 'club',
    hour: 20,
    describe: (c) => `Live sets from ${c} musicians in an intimate room; sign-ups open at the door.`,
  },
  {
    category: 'Food & Drink',
    titles: ['Craft Beer & Cider Tasting', 'Wine and Cheese Pairing Evening'],
    venue: 'club',
    hour: 18,
    describe: (c) => `Guided tastings from regional producers with small plates from ${c} chefs.`,
  },
  {
    category: 'Conference',
    titles: ['Regional Tech Conference', 'Small Business Growth Summit'],
    venue: 'hall',
    hour: 9,
    describe: (c) => `Keynotes, workshops and networking for ${c} professionals; lunch included.`,
  },
];

export type SampleEvent = {
  title: string;
  description: string;
  category: EventCategory;
  date: Date;
  location: string;
  place: Place;
};

let placeCache: Place[] | null = null;
function samplePlaces(): Place[] {
  placeCache ??= SAMPLE_CITIES.flatMap(([city, region]) => {
    const place = findPlace(city, region);
    return place ? [place] : [];
  });
  return placeCache;
}

/** The instant a local wall-clock hour falls at in a zone (good to the minute for DST days). */
function atLocalHour(day: Date, hour: number, timeZone: string): Date {
  const guess = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour));
  const shown = new Date(guess.toLocaleString('en-US', { timeZone }));
  const asUtc = new Date(guess.toLocaleString('en-US', { timeZone: 'UTC' }));
  return new Date(guess.getTime() + (asUtc.getTime() - shown.getTime()));
}

/**
 * The index-th sample event of a run: themes cycle so every category appears within the first 21,
 * cities rotate at a different stride so a category lands in many places, and dates spread over
 * the next four months. Deterministic for (seed, index), so a retried job writes the same rows.
 */
export function buildSampleEvent(index: number, seed: number, now: Date): SampleEvent {
  const theme = THEMES[index % THEMES.length]!;
  const places = samplePlaces();
  const place = places[(index * 7 + seed) % places.length]!;
  const title = theme.titles[Math.floor(index / THEMES.length + seed) % theme.titles.length]!;
  const venues = VENUE_KINDS[theme.venue];
  const venue = `${place.city} ${venues[(index + seed) % venues.length]}`;
  const dayOffset = 3 + ((index * 37 + seed * 11) % 120);
  const day = new Date(now.getTime() + dayOffset * 86_400_000);
  return {
    title: `${title} ${place.city}`.slice(0, 200),
    description: theme.describe(place.city),
    category: theme.category,
    date: atLocalHour(day, theme.hour, place.timeZone),
    location: `${venue}, ${place.city}, ${place.region}`,
    place,
  };
}
