import { type EventCategory, normalizeCategory } from '#shared/constants.ts';

/** Families of category artwork; several categories share one. */
export const MOTIF_FAMILIES = [
  'balloons',
  'rings',
  'winter',
  'holiday',
  'music',
  'race',
  'sports',
  'food',
  'mountains',
  'lanterns',
  'business',
  'star',
  'disco',
  'cheers',
] as const;
export type MotifFamily = (typeof MOTIF_FAMILIES)[number];

const MOTIF_BY_CATEGORY: Record<EventCategory, MotifFamily> = {
  Birthday: 'balloons',
  Wedding: 'rings',
  Corporate: 'business',
  Holiday: 'holiday',
  Social: 'cheers',
  'Theme Party': 'disco',
  Sports: 'sports',
  'Bar Mitzvah': 'star',
  'Athletic Race': 'race',
  Marathon: 'race',
  'Ice Skating': 'winter',
  'Christmas Market': 'holiday',
  'Winter Festival': 'winter',
  'Food Festival': 'food',
  'Outdoor Adventure': 'mountains',
  Concert: 'music',
  'Cultural Festival': 'lanterns',
  Other: 'cheers',
  Music: 'music',
  'Food & Drink': 'food',
  Conference: 'business',
};

/** The hue (degrees) each family leans to before the color theme has its say. */
const HUE_BY_FAMILY: Record<MotifFamily, number> = {
  balloons: 335,
  rings: 350,
  winter: 205,
  holiday: 352,
  music: 268,
  race: 12,
  sports: 215,
  food: 26,
  mountains: 160,
  lanterns: 8,
  business: 222,
  star: 228,
  disco: 290,
  cheers: 188,
};

export function getMotifFamily(category: string): MotifFamily {
  return MOTIF_BY_CATEGORY[normalizeCategory(category)];
}

export function getFamilyHue(family: MotifFamily): number {
  return HUE_BY_FAMILY[family];
}

// Banner kinds live in src/shared so the client's image rule and the server's drawings agree.
export { getBannerKind } from '#shared/lib/event-image.ts';
