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

/** The category default banners the spec lists (part 1, Image rule); `social` is the fallback. */
export const BANNER_KINDS = [
  'food-festival',
  'birthday',
  'wedding',
  'corporate',
  'holiday',
  'sports',
  'bar-mitzvah',
  'theme-party',
  'social',
] as const;
export type BannerKind = (typeof BANNER_KINDS)[number];

const BANNER_BY_CATEGORY: Partial<Record<EventCategory, BannerKind>> = {
  Birthday: 'birthday',
  Wedding: 'wedding',
  Corporate: 'corporate',
  Conference: 'corporate',
  Holiday: 'holiday',
  'Christmas Market': 'holiday',
  'Winter Festival': 'holiday',
  'Ice Skating': 'holiday',
  Sports: 'sports',
  'Athletic Race': 'sports',
  Marathon: 'sports',
  'Outdoor Adventure': 'sports',
  'Bar Mitzvah': 'bar-mitzvah',
  'Theme Party': 'theme-party',
  Concert: 'theme-party',
  Music: 'theme-party',
  'Food Festival': 'food-festival',
  'Food & Drink': 'food-festival',
};

/** The banner a card falls back to for any category string (unknown ones give `social`). */
export function getBannerKind(category: string): BannerKind {
  return BANNER_BY_CATEGORY[normalizeCategory(category)] ?? 'social';
}
