import {
  IMAGE_COLOR_THEMES,
  IMAGE_MOODS,
  IMAGE_STYLES,
  type ImageColorTheme,
  type ImageMood,
  type ImageStyle,
  normalizeCategory,
} from '#shared/constants.ts';
import { getFamilyHue, getMotifFamily } from './categories.ts';
import type { FontFaceId } from './fonts.ts';
import { buildPalette } from './palette.ts';
import type { PosterContext, StyleTemplate } from './poster-context.ts';
import { drawMoodDecor, drawMoodOverlay } from './poster-decor.ts';
import { createRandom, hashString } from './prng.ts';
import { artisticStyle } from './style-artistic.ts';
import { corporateStyle } from './style-corporate.ts';
import { elegantStyle } from './style-elegant.ts';
import { modernStyle } from './style-modern.ts';
import { playfulStyle } from './style-playful.ts';
import { cleanText, formatNumber } from './svg.ts';
import { layoutPosterText, type PosterTextLayout } from './text-layout.ts';

export type PosterInput = {
  title: string;
  description?: string;
  category: string;
  style: ImageStyle;
  colorTheme: ImageColorTheme;
  mood: ImageMood;
  /** 0 keeps to the template; 100 strays furthest (more shapes, rotation, palette shifts). */
  creativity: number;
  /** The small label above the title; defaults to the category, '' leaves it out. */
  eyebrow?: string;
  /** Pixels; defaults to the 1200 x 630 social card. */
  width?: number;
  height?: number;
};

export type PosterScene = {
  svg: string;
  width: number;
  height: number;
  layout: PosterTextLayout;
  fonts: FontFaceId[];
};

export const DEFAULT_POSTER_WIDTH = 1200;
export const DEFAULT_POSTER_HEIGHT = 630;
const MIN_SIDE = 64;
const MAX_SIDE = 4096;

const STYLES: Record<ImageStyle, StyleTemplate> = {
  modern: modernStyle,
  artistic: artisticStyle,
  elegant: elegantStyle,
  playful: playfulStyle,
  corporate: corporateStyle,
};

function readSide(value: number | undefined, fallback: number, name: string): number {
  const side = value ?? fallback;
  if (!Number.isInteger(side) || side < MIN_SIDE || side > MAX_SIDE) {
    throw new RangeError(
      `Poster ${name} must be a whole number of pixels from ${MIN_SIDE} to ${MAX_SIDE}, got ${side}`,
    );
  }
  return side;
}

function checkOption<T extends string>(value: T, allowed: readonly T[], name: string): T {
  if (!allowed.includes(value))
    throw new RangeError(`Unknown poster ${name} '${value}'; expected one of ${allowed.join(', ')}`);
  return value;
}

/**
 * A poster shows a title and a few lines of description; longer text is never drawn, and laying it
 * out costs time that grows with its length (a 10,000-character description took seconds). So the
 * text is bounded before any layout: the rest is ignored.
 */
const MAX_POSTER_TEXT = 600;

function clipWords(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return (space > max / 2 ? cut.slice(0, space) : cut).trimEnd();
}

function createContext(input: PosterInput, width: number, height: number): PosterContext {
  const category = normalizeCategory(input.category);
  const creativity =
    Math.min(100, Math.max(0, Number.isFinite(input.creativity) ? input.creativity : 50)) / 100;
  const title = cleanText(input.title.slice(0, MAX_POSTER_TEXT)) || category;
  const description = clipWords(
    cleanText((input.description ?? '').slice(0, MAX_POSTER_TEXT * 4)),
    MAX_POSTER_TEXT,
  );
  const style = checkOption(input.style, IMAGE_STYLES, 'style');
  const colorTheme = checkOption(input.colorTheme, IMAGE_COLOR_THEMES, 'color theme');
  const mood = checkOption(input.mood, IMAGE_MOODS, 'mood');
  const seed = hashString(
    JSON.stringify([
      title,
      description,
      category,
      style,
      colorTheme,
      mood,
      creativity,
      width,
      height,
      input.eyebrow,
    ]),
  );
  const random = createRandom(seed);
  const family = getMotifFamily(category);
  const palette = buildPalette(colorTheme, mood, getFamilyHue(family), creativity, random);
  // Lengths follow the canvas area, but never outgrow the short side (a tall or a wide strip).
  const areaScale = Math.sqrt((width * height) / (DEFAULT_POSTER_WIDTH * DEFAULT_POSTER_HEIGHT));
  const unit = Math.min(areaScale, Math.min(width, height) / DEFAULT_POSTER_HEIGHT);
  const isLandscape = width / height >= 1.25;
  return {
    width,
    height,
    unit,
    pad: 60 * unit,
    isLandscape,
    isMirrored: isLandscape && random.chance(creativity * 0.5),
    random,
    creativity,
    seed,
    style,
    colorTheme,
    mood,
    family,
    palette,
    eyebrow:
      input.eyebrow === undefined ? (category === 'Other' ? 'Event' : category) : cleanText(input.eyebrow),
    title,
    description,
  };
}

/** Builds the poster SVG and the text layout it used; the same input always gives the same SVG. */
export function buildPosterScene(input: PosterInput): PosterScene {
  const width = readSide(input.width, DEFAULT_POSTER_WIDTH, 'width');
  const height = readSide(input.height, DEFAULT_POSTER_HEIGHT, 'height');
  const ctx = createContext(input, width, height);
  const template = STYLES[ctx.style];
  const plan = template.planText(ctx);
  const layout = layoutPosterText({
    box: plan.box,
    align: plan.align,
    verticalAlign: plan.verticalAlign,
    eyebrow: { text: ctx.eyebrow, type: plan.eyebrow },
    title: { text: ctx.title, type: plan.title },
    description: ctx.description ? { text: ctx.description, type: plan.description } : undefined,
  });
  const body =
    template.drawBackground(ctx, layout) +
    drawMoodDecor(ctx, layout.bounds) +
    template.drawArt(ctx, layout) +
    drawMoodOverlay(ctx) +
    template.drawText(ctx, layout) +
    (template.drawForeground?.(ctx, layout) ?? '');
  const w = formatNumber(width);
  const h = formatNumber(height);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
  return { svg, width, height, layout, fonts: [plan.eyebrow.face, plan.title.face, plan.description.face] };
}
