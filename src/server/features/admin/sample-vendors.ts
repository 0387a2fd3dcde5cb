import { VENDOR_CATEGORIES, type VendorCategory } from '#shared/constants.ts';
import { findPlace, type Place } from '../../lib/geo/gazetteer.ts';
import { SAMPLE_CITIES } from './sample-places.ts';

type Offer = { name: string; description: string; price: number; minutes: number };
type VendorTheme = { names: readonly [string, string]; pitch: string; services: readonly Offer[] };

/** What a typical business of each category is called and sells (prices in US dollars). */
const THEMES: Record<VendorCategory, VendorTheme> = {
  DJ: {
    names: ['Bassline', 'Spin Cycle'],
    pitch: 'Open-format DJ with sound system, wireless mics and dance-floor lighting.',
    services: [
      {
        name: 'Party DJ (4 hours)',
        description: 'Setup, sound and lights included.',
        price: 650,
        minutes: 240,
      },
      { name: 'Ceremony audio', description: 'Mics and music for a ceremony.', price: 250, minutes: 60 },
    ],
  },
  Band: {
    names: ['Velvet Brass', 'The Backyard Echoes'],
    pitch: "Five-piece party band playing Motown, rock and today's hits.",
    services: [
      { name: 'Three 45-minute sets', description: 'Full band with PA.', price: 2800, minutes: 180 },
    ],
  },
  Musician: {
    names: ['Strings & Keys', 'Solo Acoustic'],
    pitch: 'Solo and duo acoustic music for ceremonies, dinners and cocktail hours.',
    services: [
      { name: 'Cocktail hour set', description: 'Guitar and vocals.', price: 400, minutes: 60 },
      { name: 'Ceremony music', description: 'Processional and recessional.', price: 350, minutes: 45 },
    ],
  },
  Catering: {
    names: ['Harvest Table', 'Smoke & Salt'],
    pitch: 'Seasonal menus, buffets and plated dinners with service staff.',
    services: [
      {
        name: 'Buffet dinner (per guest)',
        description: 'Two mains, three sides, dessert.',
        price: 38,
        minutes: 180,
      },
      { name: 'Appetizer package (50 guests)', description: 'Six passed bites.', price: 900, minutes: 120 },
    ],
  },
  Photographer: {
    names: ['Golden Hour', 'Candid Frame'],
    pitch: 'Documentary-style event photography with an online gallery in two weeks.',
    services: [
      {
        name: 'Event coverage (3 hours)',
        description: 'Edited gallery of 300+ photos.',
        price: 850,
        minutes: 180,
      },
    ],
  },
  Videographer: {
    names: ['Reel Moments', 'Northlight Films'],
    pitch: 'Cinematic highlight films and full-length event recordings.',
    services: [
      {
        name: 'Highlight film',
        description: 'Four-minute edit with licensed music.',
        price: 1800,
        minutes: 360,
      },
    ],
  },
  'Event Planner': {
    names: ['Confetti & Co. Planning', 'Bright Day Events'],
    pitch: 'Full and partial planning, vendor booking and day-of coordination.',
    services: [
      {
        name: 'Day-of coordination',
        description: 'Timeline, vendor wrangling, setup.',
        price: 1200,
        minutes: 600,
      },
    ],
  },
  'Party Rentals': {
    names: ['Tent & Table', 'Party Supply Depot'],
    pitch: 'Tents, tables, chairs, linens and dance floors delivered and set up.',
    services: [
      { name: '20x40 tent package', description: 'Tent, 8 tables, 64 chairs.', price: 1400, minutes: 1440 },
    ],
  },
  'Photo Booth': {
    names: ['Snap Shack', 'Smile Station'],
    pitch: 'Open-air photo booth with props, instant prints and a digital gallery.',
    services: [
      {
        name: 'Photo booth (3 hours)',
        description: 'Unlimited prints and attendant.',
        price: 600,
        minutes: 180,
      },
    ],
  },
  Bartender: {
    names: ['Shaken Not Stirred', 'Mobile Mixology'],
    pitch: 'Licensed bartenders and a mobile bar for signature cocktails.',
    services: [
      {
        name: 'Bar service (4 hours)',
        description: 'Two bartenders, bar and tools.',
        price: 700,
        minutes: 240,
      },
    ],
  },
  Magician: {
    names: ['Marvelous Max', 'Sleight of Hand Sam'],
    pitch: 'Close-up and stage magic for birthdays and corporate events.',
    services: [
      { name: 'Stage show (45 minutes)', description: 'Family-friendly show.', price: 450, minutes: 45 },
    ],
  },
  'Face Painter': {
    names: ['Painted Smiles', 'Glitter Faces'],
    pitch: 'Face painting and glitter tattoos with skin-safe paints.',
    services: [
      { name: 'Face painting (2 hours)', description: 'About 20 faces an hour.', price: 280, minutes: 120 },
    ],
  },
  'Balloon Artist': {
    names: ['Pop Art Balloons', 'Twist & Shout'],
    pitch: 'Balloon garlands, arches and twisted balloon animals.',
    services: [
      {
        name: 'Balloon garland (10 ft)',
        description: 'Organic garland in your colors.',
        price: 220,
        minutes: 90,
      },
    ],
  },
  Clown: {
    names: ['Giggles the Clown', 'Bubbles & Buttons'],
    pitch: 'Games, bubbles and gentle comedy for young children.',
    services: [
      {
        name: 'Kids party (1 hour)',
        description: 'Games, bubbles, balloon animals.',
        price: 250,
        minutes: 60,
      },
    ],
  },
  Lighting: {
    names: ['Lumen Events', 'Glow Design'],
    pitch: 'Uplighting, string lights and dance-floor effects.',
    services: [
      {
        name: 'Uplighting (12 fixtures)',
        description: 'Any color, setup included.',
        price: 480,
        minutes: 300,
      },
    ],
  },
  Florist: {
    names: ['Wildflower Studio', 'Petal & Stem'],
    pitch: 'Seasonal arrangements, centerpieces and bridal flowers.',
    services: [
      {
        name: 'Centerpieces (10 tables)',
        description: 'Low seasonal arrangements.',
        price: 750,
        minutes: 120,
      },
    ],
  },
  Dancer: {
    names: ['Rhythm Collective', 'Salsa Fuego Dancers'],
    pitch: 'Performances and dance lessons that get guests on the floor.',
    services: [
      { name: 'Performance and lesson', description: 'Two dancers, 30 minutes.', price: 500, minutes: 30 },
    ],
  },
  Security: {
    names: ['Shield Event Security', 'SafeGuard Crowd Services'],
    pitch: 'Licensed guards for entry control, crowd safety and parking.',
    services: [
      { name: 'Event guard (per hour)', description: 'One licensed guard.', price: 45, minutes: 60 },
    ],
  },
};

export type SampleVendor = {
  name: string;
  category: VendorCategory;
  description: string;
  email: string;
  phone: string;
  place: Place;
  travelDistance: number;
  yearsOfExperience: number;
  responseTime: string;
  services: readonly Offer[];
};

const RESPONSE_TIMES = ['1 hour', 'a few hours', '24 hours'];

/** The index-th sample vendor of a run: categories cycle, cities rotate. Deterministic per (seed, index). */
export function buildSampleVendor(index: number, seed: number): SampleVendor {
  const category = VENDOR_CATEGORIES[index % VENDOR_CATEGORIES.length]!;
  const theme = THEMES[category];
  const places = SAMPLE_CITIES.flatMap(([city, region]) => findPlace(city, region) ?? []);
  const place = places[(index * 5 + seed) % places.length]!;
  const round = Math.floor(index / VENDOR_CATEGORIES.length);
  const base = theme.names[(round + seed) % 2]!;
  const name = `${base} ${place.city}`;
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '');
  return {
    name,
    category,
    description: `${theme.pitch} Based in ${place.city}, ${place.region}.`,
    email: `${slug}.${seed}-${index}@example.com`,
    phone: `(555) ${String(100 + ((index * 37 + seed) % 900)).padStart(3, '0')}-${String(1000 + ((index * 7919 + seed) % 9000))}`,
    place,
    travelDistance: [25, 50, 75, 100][(index + seed) % 4]!,
    yearsOfExperience: 2 + ((index * 3 + seed) % 18),
    responseTime: RESPONSE_TIMES[(index + seed) % RESPONSE_TIMES.length]!,
    services: theme.services,
  };
}
