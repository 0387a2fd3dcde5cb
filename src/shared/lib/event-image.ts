import { type EventCategory, normalizeCategory } from '../constants.ts';

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
export function getBannerKind(category: string | null | undefined): BannerKind {
  return BANNER_BY_CATEGORY[normalizeCategory(category)] ?? 'social';
}

/** Where the server serves a category's banner. */
export function categoryBannerPath(category: string | null | undefined): string {
  return `/banners/${getBannerKind(category)}.png`;
}

/**
 * The image rule (spec part 1 §3): a path starting with / is used as is; an http(s) URL is used,
 * with http upgraded to https; anything else or empty falls back to the category's banner.
 */
export function resolveEventImage(
  image: string | null | undefined,
  category: string | null | undefined,
): string {
  const value = image?.trim();
  if (value?.startsWith('/') && !value.startsWith('//')) return value;
  if (value && /^https?:\/\/\S+$/i.test(value)) return value.replace(/^http:\/\//i, 'https://');
  return categoryBannerPath(category);
}
