import type { ImageColorTheme, ImageMood, ImageStyle } from '#shared/constants.ts';
import { normalizeCategory } from '#shared/constants.ts';
import { cleanText } from './svg.ts';

export type ImagePromptInput = {
  title: string;
  description?: string;
  category: string;
  style: ImageStyle;
  colorTheme: ImageColorTheme;
  mood: ImageMood;
  creativity: number;
};

const STYLE_WORDS: Record<ImageStyle, string> = {
  modern: 'modern flat vector illustration, bold geometric shapes, smooth gradients, clean layout',
  artistic: 'artistic hand-made look, organic painted shapes, visible texture, expressive composition',
  elegant: 'elegant and refined, fine line ornaments, symmetry, generous empty space',
  playful: 'playful and fun, rounded bouncy shapes, confetti, cheerful cartoon details',
  corporate: 'clean corporate design, structured grid, minimal shapes, crisp and professional',
};

const THEME_WORDS: Record<ImageColorTheme, string> = {
  vibrant: 'vibrant saturated colors with strong contrast',
  muted: 'muted, dusty pastel colors',
  monochrome: 'a monochrome palette of greys with black and white',
  warm: 'warm reds, oranges and golds',
  cool: 'cool teals, blues and violets',
};

const MOOD_WORDS: Record<ImageMood, string> = {
  celebratory: 'celebratory and joyful, festive energy',
  professional: 'professional, calm and trustworthy',
  relaxed: 'relaxed, soft light, easygoing',
  luxurious: 'luxurious, dark rich background with gold accents',
  dramatic: 'dramatic, high contrast lighting and deep shadows',
};

function describeCreativity(creativity: number): string {
  if (creativity <= 30) return 'Keep the composition simple, centred and conventional.';
  if (creativity <= 70) return 'Balance familiar event imagery with a few unexpected touches.';
  return 'Be bold and experimental: unusual composition, surprising color accents, abstract elements.';
}

const MAX_PROMPT = 1000;

/** The text prompt sent to an image provider, built from the same inputs as the built-in poster. */
export function buildImagePrompt(input: ImagePromptInput): string {
  const category = normalizeCategory(input.category);
  const title = cleanText(input.title).slice(0, 160);
  const description = cleanText(input.description ?? '').slice(0, 400);
  const parts = [
    `A wide promotional banner image for an event called "${title}", a ${category.toLowerCase()} event in the United States.`,
    description ? `About the event: ${description}` : '',
    `Style: ${STYLE_WORDS[input.style]}.`,
    `Colors: ${THEME_WORDS[input.colorTheme]}.`,
    `Mood: ${MOOD_WORDS[input.mood]}.`,
    describeCreativity(input.creativity),
    'Do not draw any words, letters, numbers, logos or watermarks; the page shows the title next to the image.',
  ];
  return parts.filter(Boolean).join(' ').slice(0, MAX_PROMPT);
}
