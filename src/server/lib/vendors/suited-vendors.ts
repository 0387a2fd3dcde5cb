import { type EventCategory, normalizeCategory, type VendorCategory } from '#shared/constants.ts';

/** How well a trade fits a kind of event: 3 a host nearly always books it, 2 often, 1 sometimes. */
export type VendorFit = 1 | 2 | 3;

type FitTiers = readonly [
  core: readonly VendorCategory[],
  often: readonly VendorCategory[],
  sometimes: readonly VendorCategory[],
];

// The trades a host of each kind of event books, by how surely. Trades not named fit 0.
const FIT_TABLE: Partial<Record<EventCategory, FitTiers>> = {
  Birthday: [
    ['DJ', 'Balloon Artist', 'Face Painter', 'Magician'],
    ['Catering', 'Photo Booth', 'Clown', 'Party Rentals'],
    ['Photographer', 'Musician'],
  ],
  Wedding: [
    ['Photographer', 'Catering', 'Florist', 'DJ'],
    ['Videographer', 'Band', 'Event Planner', 'Bartender'],
    ['Lighting', 'Photo Booth', 'Musician', 'Party Rentals'],
  ],
  Corporate: [
    ['Catering', 'Event Planner'],
    ['Photographer', 'Videographer', 'Lighting', 'Bartender'],
    ['Security', 'Photo Booth', 'Musician'],
  ],
  Conference: [['Catering', 'Event Planner'], ['Photographer', 'Videographer', 'Lighting'], ['Security']],
  Holiday: [
    ['Catering', 'DJ'],
    ['Bartender', 'Party Rentals', 'Photo Booth'],
    ['Musician', 'Lighting'],
  ],
  Social: [['DJ', 'Catering'], ['Bartender', 'Party Rentals', 'Photo Booth'], ['Musician']],
  'Theme Party': [
    ['DJ', 'Party Rentals'],
    ['Photo Booth', 'Lighting'],
    ['Dancer', 'Bartender'],
  ],
  Sports: [['Catering'], ['Party Rentals', 'Bartender'], ['Photographer', 'Security']],
  'Bar Mitzvah': [
    ['DJ', 'Catering'],
    ['Photographer', 'Event Planner', 'Photo Booth'],
    ['Dancer', 'Lighting', 'Videographer'],
  ],
  'Athletic Race': [['Security'], ['Photographer', 'Party Rentals'], ['Catering']],
  Marathon: [['Security'], ['Photographer', 'Party Rentals'], ['Catering']],
  'Ice Skating': [['Musician', 'DJ'], ['Catering'], ['Photographer']],
  'Christmas Market': [['Musician', 'Catering'], ['Lighting', 'Party Rentals'], ['Security']],
  'Winter Festival': [['Lighting', 'Musician'], ['Catering', 'Party Rentals'], ['Security']],
  'Food Festival': [['Catering'], ['Bartender', 'Party Rentals'], ['Musician', 'Security']],
  'Food & Drink': [['Catering', 'Bartender'], ['Musician'], ['Party Rentals']],
  'Outdoor Adventure': [['Party Rentals'], ['Photographer', 'Catering'], ['Security']],
  Concert: [
    ['Lighting', 'Security'],
    ['Bartender', 'Band'],
    ['Musician', 'Videographer'],
  ],
  Music: [
    ['Lighting', 'Security'],
    ['Bartender', 'Band'],
    ['Musician', 'Videographer'],
  ],
  'Cultural Festival': [
    ['Dancer', 'Musician'],
    ['Catering', 'Lighting'],
    ['Party Rentals', 'Security'],
  ],
};

/** Each fitting trade's fit for a kind of event; empty when any trade will do ('Other'). */
export function vendorFitFor(category: string): ReadonlyMap<VendorCategory, VendorFit> {
  const tiers = FIT_TABLE[normalizeCategory(category)] ?? [[], [], []];
  const fit = new Map<VendorCategory, VendorFit>();
  tiers.forEach((trades, tier) => {
    for (const trade of trades) fit.set(trade, (3 - tier) as VendorFit);
  });
  return fit;
}

/** Vendor categories that suit an event category, best fit first; empty when any nearby vendor will do. */
export function suitedVendorCategories(category: string): readonly VendorCategory[] {
  return [...vendorFitFor(category).keys()];
}
