import { type EventCategory, normalizeCategory, type VendorCategory } from '#shared/constants.ts';

// Vendors a host of each kind of event usually books, most needed first.
const SUITED_VENDORS: Partial<Record<EventCategory, readonly VendorCategory[]>> = {
  Birthday: ['DJ', 'Balloon Artist', 'Face Painter', 'Catering', 'Photo Booth', 'Magician', 'Clown'],
  Wedding: ['Photographer', 'Videographer', 'Florist', 'Catering', 'Band', 'DJ', 'Event Planner', 'Lighting'],
  Corporate: [
    'Catering',
    'Event Planner',
    'Photographer',
    'Videographer',
    'Lighting',
    'Security',
    'Bartender',
  ],
  Conference: ['Catering', 'Event Planner', 'Photographer', 'Videographer', 'Lighting', 'Security'],
  Holiday: ['Catering', 'DJ', 'Bartender', 'Party Rentals', 'Photo Booth', 'Musician'],
  Social: ['DJ', 'Catering', 'Bartender', 'Party Rentals', 'Photo Booth', 'Musician'],
  'Theme Party': ['DJ', 'Party Rentals', 'Photo Booth', 'Lighting', 'Dancer', 'Bartender'],
  Sports: ['Catering', 'Party Rentals', 'Photographer', 'Security'],
  'Bar Mitzvah': ['DJ', 'Catering', 'Photographer', 'Event Planner', 'Photo Booth', 'Dancer', 'Lighting'],
  'Athletic Race': ['Security', 'Photographer', 'Party Rentals', 'Catering'],
  Marathon: ['Security', 'Photographer', 'Party Rentals', 'Catering'],
  'Ice Skating': ['Musician', 'DJ', 'Catering', 'Photographer'],
  'Christmas Market': ['Musician', 'Catering', 'Lighting', 'Party Rentals', 'Security'],
  'Winter Festival': ['Lighting', 'Musician', 'Catering', 'Party Rentals', 'Security'],
  'Food Festival': ['Catering', 'Bartender', 'Party Rentals', 'Musician', 'Security'],
  'Food & Drink': ['Catering', 'Bartender', 'Musician', 'Party Rentals'],
  'Outdoor Adventure': ['Party Rentals', 'Photographer', 'Catering', 'Security'],
  Concert: ['Lighting', 'Security', 'Bartender', 'Band', 'Musician', 'Videographer'],
  Music: ['Lighting', 'Security', 'Bartender', 'Band', 'Musician', 'Videographer'],
  'Cultural Festival': ['Dancer', 'Musician', 'Catering', 'Lighting', 'Party Rentals', 'Security'],
};

/** Vendor categories that suit an event category; empty when any nearby vendor will do. */
export function suitedVendorCategories(category: string): readonly VendorCategory[] {
  return SUITED_VENDORS[normalizeCategory(category)] ?? [];
}
