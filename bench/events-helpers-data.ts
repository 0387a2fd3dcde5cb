/**
 * Realistic synthetic events for bench/events.ts: US cities from the offline gazetteer (weighted
 * towards big ones, with Stockton and Austin always present), every category, dates within a year
 * either side of `now`, titles and descriptions built from per-category templates.
 */

import type { events } from '#server/db/schema.ts';
import { geocodeUs, type Place } from '#server/lib/geo/gazetteer.ts';
import { createRandom, type Random } from '#server/lib/images/prng.ts';
import { ALL_EVENT_CATEGORIES } from '#shared/constants.ts';

export type BenchEvent = typeof events.$inferInsert;

/**
 * What a bench event costs: about a third free, two fifths paid ($5 to $150, a fifth of those a
 * range, one in twelve sold out), a few donations and the rest not listed, as on a city's listings.
 */
function benchAdmission(random: { next: () => number }): Partial<BenchEvent> {
  const roll = random.next();
  if (roll < 0.35) return { admission: 'free' };
  if (roll < 0.75) {
    const low = 500 + Math.floor(random.next() * 29) * 500;
    const isRange = random.next() < 0.2;
    return {
      admission: 'paid',
      priceMinCents: low,
      priceMaxCents: isRange ? low + 1000 + Math.floor(random.next() * 10) * 500 : null,
      isSoldOut: random.next() < 1 / 12,
    };
  }
  if (roll < 0.8) return { admission: 'donation', priceMinCents: random.next() < 0.5 ? 1000 : null };
  return { admission: 'unlisted' };
}

const CITY_NAMES = [
  'Stockton, CA',
  'Lodi, CA',
  'Modesto, CA',
  'Sacramento, CA',
  'Tracy, CA',
  'Manteca, CA',
  'Elk Grove, CA',
  'San Francisco, CA',
  'Oakland, CA',
  'San Jose, CA',
  'Fresno, CA',
  'Los Angeles, CA',
  'San Diego, CA',
  'Austin, TX',
  'Round Rock, TX',
  'San Marcos, TX',
  'Houston, TX',
  'Dallas, TX',
  'San Antonio, TX',
  'El Paso, TX',
  'New York, NY',
  'Brooklyn, NY',
  'Buffalo, NY',
  'Chicago, IL',
  'Naperville, IL',
  'Seattle, WA',
  'Spokane, WA',
  'Portland, OR',
  'Boise, ID',
  'Denver, CO',
  'Boulder, CO',
  'Phoenix, AZ',
  'Tucson, AZ',
  'Las Vegas, NV',
  'Salt Lake City, UT',
  'Albuquerque, NM',
  'Kansas City, MO',
  'St. Louis, MO',
  'Minneapolis, MN',
  'Omaha, NE',
  'Milwaukee, WI',
  'Detroit, MI',
  'Grand Rapids, MI',
  'Columbus, OH',
  'Cleveland, OH',
  'Cincinnati, OH',
  'Indianapolis, IN',
  'Louisville, KY',
  'Nashville, TN',
  'Memphis, TN',
  'Atlanta, GA',
  'Savannah, GA',
  'Charlotte, NC',
  'Raleigh, NC',
  'Charleston, SC',
  'Miami, FL',
  'Orlando, FL',
  'Tampa, FL',
  'Jacksonville, FL',
  'New Orleans, LA',
  'Birmingham, AL',
  'Oklahoma City, OK',
  'Little Rock, AR',
  'Boston, MA',
  'Providence, RI',
  'Hartford, CT',
  'Philadelphia, PA',
  'Pittsburgh, PA',
  'Baltimore, MD',
  'Washington, DC',
  'Richmond, VA',
  'Burlington, VT',
  'Portland, ME',
  'Anchorage, AK',
  'Honolulu, HI',
  'Des Moines, IA',
  'Fargo, ND',
  'Sioux Falls, SD',
  'Billings, MT',
  'Cheyenne, WY',
];

const FIRST_NAMES = [
  'Maya',
  'Liam',
  'Sofia',
  'Noah',
  'Ava',
  'Ethan',
  'Zoe',
  'Lucas',
  'Priya',
  'Diego',
  'Hana',
  'Omar',
  'Grace',
  'Eli',
];
const VENUES = [
  'The Grand Hall',
  'Riverside Park',
  'The Loft',
  'City Square',
  'Harbor Pavilion',
  'The Rooftop',
  'Oak Grove',
  'Main Street Brewery',
  'Civic Center',
  'The Warehouse',
];
const BANDS = [
  'The Midnight Owls',
  'Neon Harbor',
  'Velvet Static',
  'Paper Lanterns',
  'The Blue Notes',
  'Golden Hour',
];
const COMPANIES = ['Acme Corp', 'Northwind', 'Globex', 'Initech', 'Umbrella Labs', 'Hooli'];

const TITLES: Record<string, readonly string[]> = {
  Birthday: [
    "{name}'s {n}th Birthday Bash",
    'Surprise Birthday Party for {name}',
    '{name} Turns {n}',
    'Birthday Brunch with {name}',
  ],
  Wedding: [
    '{name} & {name2} Wedding Celebration',
    '{name} and {name2} Say I Do',
    'Wedding Reception at {venue}',
  ],
  Corporate: ['{company} Annual Summit', '{company} Team Mixer', '{company} All-Hands at {venue}'],
  Holiday: [
    'Holiday Lights Walk',
    "New Year's Eve Countdown at {venue}",
    'Friendsgiving Potluck',
    'Fourth of July BBQ',
  ],
  Social: [
    'Trivia Night at {venue}',
    'Neighborhood Block Party',
    'Board Game Meetup',
    'Karaoke Night at {venue}',
  ],
  'Theme Party': [
    '80s Neon Dance Party',
    'Great Gatsby Gala',
    'Murder Mystery Dinner',
    'Halloween Costume Party',
  ],
  Sports: ['{city} Pickup Basketball', 'Big Game Watch Party', 'Softball League Finals'],
  'Bar Mitzvah': ["{name}'s Bar Mitzvah", "{name}'s Bat Mitzvah Celebration"],
  'Athletic Race': ['{city} Turkey Trot 5K', 'Color Run 5K', '{city} 10K Fun Run'],
  Marathon: ['{city} Marathon', '{city} Half Marathon'],
  'Ice Skating': ['Skate Under the Stars', 'Family Skate Night at {venue}'],
  'Christmas Market': ['{city} Christmas Market', 'Holiday Makers Market', 'Christkindlmarket {city}'],
  'Winter Festival': ['{city} Winter Festival', 'Snow Days Festival', 'Festival of Lights'],
  'Food Festival': ['{city} Taco Festival', 'BBQ Cook-Off', 'Food Truck Friday', 'Taste of {city}'],
  'Outdoor Adventure': ['Sunrise Hike at {venue}', 'Kayak the River', 'Stargazing Camp Night'],
  Concert: [
    '{band} Live in Concert',
    'Summer Concert Series: {band}',
    'Jazz Under the Stars',
    'Symphony in the Park',
  ],
  'Cultural Festival': [
    'Diwali Festival of Lights',
    'Lunar New Year Celebration',
    'Dia de los Muertos Festival',
    'Juneteenth Celebration',
  ],
  Other: ['Community Meeting', 'Charity Auction', 'Open House at {venue}'],
  Music: ['Open Mic Night at {venue}', 'Vinyl Listening Party'],
  'Food & Drink': ['Wine Tasting at {venue}', 'Craft Beer Crawl'],
  Conference: ['{city} Tech Conference', 'Startup Pitch Night'],
};

const OPENERS = [
  'Join us for an unforgettable evening',
  'Bring your friends and family',
  'Everyone is welcome',
  'Come celebrate with great food and music',
  'Mark your calendar',
  'Get ready for a day full of fun',
];
const DETAILS = [
  'Live music, local food trucks and a late-night dance floor.',
  'Free parking on site; kids under 12 get in free.',
  'Drinks and appetizers provided, RSVP required.',
  'Costumes encouraged and prizes for the best outfit.',
  'Photo booth, games and plenty of surprises.',
  'Tickets at the door; all proceeds go to local charities.',
];

function fill(template: string, random: Random, city: string): string {
  return template
    .replace('{name2}', random.pick(FIRST_NAMES))
    .replace('{name}', random.pick(FIRST_NAMES))
    .replace('{n}', String(random.int(5, 60)))
    .replace('{venue}', random.pick(VENUES))
    .replace('{band}', random.pick(BANDS))
    .replace('{company}', random.pick(COMPANIES))
    .replace('{city}', city);
}

function loadCities(): Place[] {
  return CITY_NAMES.map((name) => {
    const place = geocodeUs(name);
    if (!place) throw new Error(`bench city not in the gazetteer: ${name}`);
    return place;
  });
}

/** Generates `count` events in batches of `batchSize`, deterministic for a seed. */
export function* generateBenchEvents(
  count: number,
  now: Date,
  batchSize = 2000,
  seed = 42,
): Generator<BenchEvent[]> {
  const random = createRandom(seed);
  const cities = loadCities();
  // Bigger cities get more events: weight by the square root of the population.
  const weights = cities.map((c) => Math.sqrt(Math.max(c.population, 1000)));
  const totalWeight = weights.reduce((a, b) => a + b, 0);
  const pickCity = () => {
    let r = random.next() * totalWeight;
    for (let i = 0; i < cities.length; i++) {
      r -= weights[i]!;
      if (r <= 0) return cities[i]!;
    }
    return cities.at(-1)!;
  };
  const year = 365 * 86_400_000;
  for (let done = 0; done < count; done += batchSize) {
    const batch: BenchEvent[] = [];
    for (let i = 0; i < Math.min(batchSize, count - done); i++) {
      const city = pickCity();
      const category = random.pick(ALL_EVENT_CATEGORIES);
      const venue = random.pick(VENUES);
      const date = new Date(Math.round((now.getTime() + random.range(-year, year)) / 1_800_000) * 1_800_000);
      batch.push({
        title: fill(random.pick(TITLES[category] ?? TITLES.Other!), random, city.city),
        description: `${random.pick(OPENERS)} in ${city.city}. ${random.pick(DETAILS)} ${random.pick(DETAILS)}`,
        category,
        date,
        location: `${venue}, ${city.city}, ${city.region}`,
        city: city.city,
        region: city.region,
        // Up to ~10 miles from the city centre.
        latitude: city.lat + random.range(-0.14, 0.14),
        longitude: city.lon + random.range(-0.18, 0.18),
        timeZone: city.timeZone,
        organizerName: `${random.pick(FIRST_NAMES)} ${random.pick(['Smith', 'Garcia', 'Chen', 'Patel', 'Johnson'])}`,
        source: 'sample',
        ...benchAdmission(random),
      });
    }
    yield batch;
  }
}
