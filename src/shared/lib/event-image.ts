import { ALL_EVENT_CATEGORIES } from '../constants.ts';

/** A category's name as a URL part: 'Food & Drink' -> 'food-drink', 'Bar Mitzvah' -> 'bar-mitzvah'. */
function slugOf(category: string): string {
  return category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * Every event category has a banner of its own, named by its slug. The names the spec lists
 * (food-festival, birthday, wedding, corporate, holiday, sports, bar-mitzvah, theme-party, social)
 * are among them, so their URLs keep working; `social` stays the fallback for unknown categories.
 */
export const BANNER_KINDS = ALL_EVENT_CATEGORIES.map(slugOf);

const BANNER_BY_CATEGORY = new Map(ALL_EVENT_CATEGORIES.map((c, i) => [c.toLowerCase(), BANNER_KINDS[i]!]));

/** The banner a card falls back to for any category string (unknown ones give `social`). */
export function getBannerKind(category: string | null | undefined): string {
  return BANNER_BY_CATEGORY.get(category?.trim().toLowerCase() ?? '') ?? 'social';
}

/** Where the server serves a category's banner (a 1200 x 630 PNG, also the share image). */
export function categoryBannerPath(category: string | null | undefined): string {
  return `/banners/${getBannerKind(category)}.png`;
}

/** The widths each banner is also served at as WebP, for the layouts' card and hero slots. */
export const BANNER_WIDTHS = [480, 800, 1200] as const;

/**
 * The `sizes` of the two picture slots, shared by the pages and the server's preload of the largest
 * picture (a preload only helps when it asks for the same candidate the <img> will pick): a grid
 * card is the full width on a phone, half from 640px and a third (at most 400px) from 1024px; an
 * event's hero spans the page up to its 1200px column.
 */
export const CARD_IMAGE_SIZES = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw';
export const HERO_IMAGE_SIZES = '(min-width: 1280px) 1200px, 100vw';

/** Whether a resolved image path is a category banner (which is also served as WebP). */
export function isBannerPath(src: string): boolean {
  return /^\/banners\/[a-z0-9-]+\.png$/.test(src);
}

/** A `srcset` of the category's banner in WebP at every served width. */
export function categoryBannerSrcSet(category: string | null | undefined): string {
  const kind = getBannerKind(category);
  return BANNER_WIDTHS.map((w) => `/banners/${kind}-${w}.webp ${w}w`).join(', ');
}

/**
 * The image rule: a path starting with / is used as is; an http(s) URL is used,
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
