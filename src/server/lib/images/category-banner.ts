import {
  ALL_EVENT_CATEGORIES,
  type EventCategory,
  type ImageColorTheme,
  type ImageMood,
  type ImageStyle,
  normalizeCategory,
} from '#shared/constants.ts';
import { getBannerKind } from './categories.ts';
import { type RenderedPoster, renderPoster } from './poster-engine.ts';

type BannerLook = {
  /** The banner's title; cards and pages show the real category beside it. */
  label: string;
  style: ImageStyle;
  colorTheme: ImageColorTheme;
  mood: ImageMood;
};

/**
 * One look per category, so a grid of fallbacks is told apart at a glance: the artwork follows the
 * category (its motif family), and style and colours vary between neighbours that share a family.
 */
const BANNER_LOOKS: Record<EventCategory, BannerLook> = {
  Birthday: { label: 'Birthday', style: 'playful', colorTheme: 'vibrant', mood: 'celebratory' },
  Wedding: { label: 'Wedding', style: 'elegant', colorTheme: 'warm', mood: 'luxurious' },
  Corporate: { label: 'Corporate', style: 'corporate', colorTheme: 'cool', mood: 'professional' },
  Holiday: { label: 'Holiday', style: 'modern', colorTheme: 'vibrant', mood: 'celebratory' },
  Social: { label: 'Social', style: 'modern', colorTheme: 'cool', mood: 'relaxed' },
  'Theme Party': { label: 'Party Night', style: 'artistic', colorTheme: 'vibrant', mood: 'celebratory' },
  Sports: { label: 'Game On', style: 'artistic', colorTheme: 'vibrant', mood: 'dramatic' },
  'Bar Mitzvah': { label: 'Bar Mitzvah', style: 'elegant', colorTheme: 'cool', mood: 'luxurious' },
  'Athletic Race': { label: 'Race Day', style: 'modern', colorTheme: 'warm', mood: 'dramatic' },
  Marathon: { label: 'Marathon', style: 'artistic', colorTheme: 'cool', mood: 'dramatic' },
  'Ice Skating': { label: 'Ice Skating', style: 'elegant', colorTheme: 'cool', mood: 'relaxed' },
  'Christmas Market': {
    label: 'Christmas Market',
    style: 'playful',
    colorTheme: 'warm',
    mood: 'celebratory',
  },
  'Winter Festival': { label: 'Winter Festival', style: 'modern', colorTheme: 'cool', mood: 'celebratory' },
  'Food Festival': { label: 'Food Festival', style: 'playful', colorTheme: 'warm', mood: 'celebratory' },
  'Outdoor Adventure': { label: 'Outdoors', style: 'modern', colorTheme: 'muted', mood: 'relaxed' },
  Concert: { label: 'Live Music', style: 'artistic', colorTheme: 'warm', mood: 'dramatic' },
  'Cultural Festival': {
    label: 'Culture Fest',
    style: 'playful',
    colorTheme: 'vibrant',
    mood: 'celebratory',
  },
  Other: { label: 'Get Together', style: 'playful', colorTheme: 'cool', mood: 'relaxed' },
  Music: { label: 'Music', style: 'modern', colorTheme: 'vibrant', mood: 'celebratory' },
  'Food & Drink': { label: 'Food & Drink', style: 'elegant', colorTheme: 'warm', mood: 'relaxed' },
  Conference: { label: 'Conference', style: 'corporate', colorTheme: 'muted', mood: 'professional' },
};

/** A category's look (style, colours, mood), as its banner wears it; unknown ones get Other's. */
export function categoryLook(category: string): Omit<BannerLook, 'label'> {
  const { style, colorTheme, mood } = BANNER_LOOKS[normalizeCategory(category)];
  return { style, colorTheme, mood };
}

const CATEGORY_BY_KIND = new Map<string, EventCategory>(
  ALL_EVENT_CATEGORIES.map((c) => [getBannerKind(c), c]),
);

/** The category a banner name (its URL part) stands for, or null for a name that is no banner. */
export function bannerCategoryOf(kind: string): EventCategory | null {
  return CATEGORY_BY_KIND.get(kind) ?? null;
}

export type BannerSize = { width: number; height: number };

/**
 * The default image for a category: every category has a banner kind of its own (BANNER_KINDS,
 * its slug), unknown ones get `social`. Same category and size give the same bytes.
 */
export function renderCategoryBanner(category: string, size: BannerSize): Promise<RenderedPoster> {
  const kind = getBannerKind(category);
  const named = CATEGORY_BY_KIND.get(kind) ?? 'Social';
  const look = BANNER_LOOKS[named];
  return renderPoster({
    title: look.label,
    eyebrow: '',
    category: named,
    style: look.style,
    colorTheme: look.colorTheme,
    mood: look.mood,
    creativity: 20,
    width: size.width,
    height: size.height,
  });
}
