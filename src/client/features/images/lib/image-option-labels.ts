import type { ImageColorTheme, ImageMood, ImageStyle } from '#shared/constants.ts';

export const STYLE_LABELS: Record<ImageStyle, string> = {
  modern: 'Modern',
  artistic: 'Artistic',
  elegant: 'Elegant',
  playful: 'Playful',
  corporate: 'Corporate',
};

export const COLOR_THEME_LABELS: Record<ImageColorTheme, string> = {
  vibrant: 'Vibrant',
  muted: 'Muted',
  monochrome: 'Monochrome',
  warm: 'Warm',
  cool: 'Cool',
};

export const MOOD_LABELS: Record<ImageMood, string> = {
  celebratory: 'Celebratory',
  professional: 'Professional',
  relaxed: 'Relaxed',
  luxurious: 'Luxurious',
  dramatic: 'Dramatic',
};
