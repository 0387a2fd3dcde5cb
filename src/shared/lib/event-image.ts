import { ALL_EVENT_CATEGORIES } from '../constants.ts';
import type { ImageVariant } from '../contracts/images.ts';

/** A category's name as a URL part: 'Food & Drink' -> 'food-drink', 'Bar Mitzvah' -> 'bar-mitzvah'. */
function slugOf(category: string): string {
  return category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * Every event category has a banner of its own, named by its slug. The nine first banner names
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

/**
 * The widths each stored image size is also kept at as WebP, `/images/{id}/{size}-{width}.webp`:
 * `social` (1200 x 630, the card slot's 40:21 frame) for grid cards, `hero` (1600 x 900) for an
 * event's hero, `card` (600 x 400) for the small thumbnails of similar events.
 */
export const STORED_IMAGE_WEBP_WIDTHS = {
  social: [480, 800, 1200],
  hero: [800, 1200, 1600],
  card: [300, 600],
} as const satisfies Record<ImageVariant, readonly number[]>;

/** Where a stored image's WebP rendition of one size and width is served. */
export function storedImageWebpPath(id: string, variant: ImageVariant, width: number): string {
  return `/images/${id}/${variant}-${width}.webp`;
}

const BANNER_PATH = /^\/banners\/([a-z0-9-]+)\.png$/;
const STORED_IMAGE_PATH = /^\/images\/([0-9a-f]{64})(?:\?size=(social|hero|card))?$/;

/**
 * The WebP `srcset` of a resolved image path (what `resolveEventImage` or a sized stored image
 * gives): a category banner's or a stored image's widths, or undefined for any other picture
 * (an external URL has one size). Pages and the server's preload both use it, so they agree.
 */
export function responsiveSrcSet(src: string): string | undefined {
  const banner = BANNER_PATH.exec(src);
  if (banner) return BANNER_WIDTHS.map((w) => `/banners/${banner[1]}-${w}.webp ${w}w`).join(', ');
  const stored = STORED_IMAGE_PATH.exec(src);
  if (!stored) return undefined;
  const id = stored[1]!;
  const variant = (stored[2] ?? 'social') as ImageVariant;
  return STORED_IMAGE_WEBP_WIDTHS[variant]
    .map((w) => `${storedImageWebpPath(id, variant, w)} ${w}w`)
    .join(', ');
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
