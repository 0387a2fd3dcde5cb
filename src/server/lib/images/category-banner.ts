import type { ImageColorTheme, ImageMood, ImageStyle } from '#shared/constants.ts';
import { type BannerKind, getBannerKind } from './categories.ts';
import { type RenderedPoster, renderPoster } from './poster-engine.ts';

type BannerPreset = {
  label: string;
  category: string;
  style: ImageStyle;
  colorTheme: ImageColorTheme;
  mood: ImageMood;
};

/** One look per banner kind, so the fallbacks in a list of cards are told apart at a glance. */
const BANNER_PRESETS: Record<BannerKind, BannerPreset> = {
  'food-festival': {
    label: 'Food Festival',
    category: 'Food Festival',
    style: 'playful',
    colorTheme: 'warm',
    mood: 'celebratory',
  },
  birthday: {
    label: 'Birthday',
    category: 'Birthday',
    style: 'playful',
    colorTheme: 'vibrant',
    mood: 'celebratory',
  },
  wedding: { label: 'Wedding', category: 'Wedding', style: 'elegant', colorTheme: 'warm', mood: 'luxurious' },
  corporate: {
    label: 'Corporate',
    category: 'Corporate',
    style: 'corporate',
    colorTheme: 'cool',
    mood: 'professional',
  },
  holiday: {
    label: 'Holiday',
    category: 'Holiday',
    style: 'modern',
    colorTheme: 'vibrant',
    mood: 'celebratory',
  },
  // Shared with races, marathons and outdoor adventures.
  sports: {
    label: 'Game On',
    category: 'Sports',
    style: 'artistic',
    colorTheme: 'vibrant',
    mood: 'dramatic',
  },
  'bar-mitzvah': {
    label: 'Bar Mitzvah',
    category: 'Bar Mitzvah',
    style: 'elegant',
    colorTheme: 'cool',
    mood: 'luxurious',
  },
  // Shared with Concert and Music: a label that fits all of them (cards show the real category).
  'theme-party': {
    label: 'Party Night',
    category: 'Theme Party',
    style: 'artistic',
    colorTheme: 'vibrant',
    mood: 'celebratory',
  },
  social: { label: 'Social', category: 'Social', style: 'modern', colorTheme: 'cool', mood: 'relaxed' },
};

export type BannerSize = { width: number; height: number };

/**
 * The default image for a category (spec part 1, Image rule): every category maps to one of the
 * listed banner kinds, unknown ones to `social`. Same category and size give the same bytes.
 */
export function renderCategoryBanner(category: string, size: BannerSize): Promise<RenderedPoster> {
  const preset = BANNER_PRESETS[getBannerKind(category)];
  return renderPoster({
    title: preset.label,
    eyebrow: '',
    category: preset.category,
    style: preset.style,
    colorTheme: preset.colorTheme,
    mood: preset.mood,
    creativity: 20,
    width: size.width,
    height: size.height,
  });
}
