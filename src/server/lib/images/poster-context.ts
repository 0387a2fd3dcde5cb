import type { ImageColorTheme, ImageMood, ImageStyle } from '#shared/constants.ts';
import type { MotifFamily } from './categories.ts';
import { getContrastRatio, mixColors } from './color.ts';
import type { Palette } from './palette.ts';
import type { Random } from './prng.ts';
import type { MotifContext } from './shapes.ts';
import type { PosterTextLayout, TextAlign, TextBox, TypeSpec, VerticalAlign } from './text-layout.ts';

/** Everything a style needs to draw one poster. */
export type PosterContext = {
  width: number;
  height: number;
  /** 1 at the 1200 x 630 reference size; every length scales with it. */
  unit: number;
  pad: number;
  isLandscape: boolean;
  /** Text on the right and art on the left (creative layouts only). */
  isMirrored: boolean;
  random: Random;
  /** 0 to 1. */
  creativity: number;
  seed: number;
  style: ImageStyle;
  colorTheme: ImageColorTheme;
  mood: ImageMood;
  family: MotifFamily;
  palette: Palette;
  eyebrow: string;
  title: string;
  description: string;
};

export type TextPlan = {
  box: TextBox;
  align: TextAlign;
  verticalAlign: VerticalAlign;
  eyebrow: TypeSpec;
  title: TypeSpec;
  description: TypeSpec;
};

export type StyleTemplate = {
  planText(ctx: PosterContext): TextPlan;
  drawBackground(ctx: PosterContext, text: PosterTextLayout): string;
  drawArt(ctx: PosterContext, text: PosterTextLayout): string;
  drawText(ctx: PosterContext, text: PosterTextLayout): string;
  drawForeground?(ctx: PosterContext, text: PosterTextLayout): string;
};

/** Splits the canvas into a text area and an art area (side by side, or stacked when narrow). */
export function splitRegions(
  ctx: PosterContext,
  textShare: number,
  gap = 0,
): { text: TextBox; art: TextBox } {
  const { width: w, height: h, pad } = ctx;
  if (!ctx.isLandscape) {
    const artHeight = (h - 2 * pad) * (1 - textShare);
    return {
      art: { x: pad, y: pad, width: w - 2 * pad, height: artHeight },
      text: { x: pad, y: pad + artHeight + gap, width: w - 2 * pad, height: h - 2 * pad - artHeight - gap },
    };
  }
  const textWidth = (w - 2 * pad) * textShare;
  const artWidth = w - 2 * pad - textWidth - gap;
  const textX = ctx.isMirrored ? w - pad - textWidth : pad;
  const artX = ctx.isMirrored ? pad : pad + textWidth + gap;
  return {
    text: { x: textX, y: pad, width: textWidth, height: h - 2 * pad },
    art: { x: artX, y: pad, width: artWidth, height: h - 2 * pad },
  };
}

/** The area left for art once the text box is placed (beside it, or above it when narrow). */
export function getArtRegion(ctx: PosterContext, text: TextBox, gap: number): TextBox {
  const { width: w, height: h, pad } = ctx;
  if (!ctx.isLandscape)
    return { x: pad, y: pad, width: w - 2 * pad, height: Math.max(0, text.y - gap - pad) };
  if (ctx.isMirrored) return { x: pad, y: pad, width: Math.max(0, text.x - gap - pad), height: h - 2 * pad };
  const x = text.x + text.width + gap;
  return { x, y: pad, width: Math.max(0, w - pad - x), height: h - 2 * pad };
}

/** The colors a motif draws with on this poster. */
export function buildMotifColors(ctx: PosterContext): Omit<MotifContext, 'variant' | 'random'> {
  const { palette } = ctx;
  return {
    colors: palette.accents,
    // The motif's "light" details (snow, notes, outlines) switch to a deep tone on pale grounds.
    light:
      getContrastRatio(palette.light, palette.base) >= 1.7
        ? palette.light
        : mixColors(palette.dark, palette.accents[2], 0.3),
    dark: palette.dark,
    line: palette.ink,
    creativity: ctx.creativity,
  };
}

/** A random offset in [-amount, amount] scaled by creativity. */
export function wobble(ctx: PosterContext, amount: number): number {
  return ctx.random.range(-1, 1) * amount * ctx.creativity;
}

/** True when the point lies inside `box` grown by `margin`. */
export function isInside(box: TextBox, x: number, y: number, margin: number): boolean {
  return (
    x > box.x - margin &&
    x < box.x + box.width + margin &&
    y > box.y - margin &&
    y < box.y + box.height + margin
  );
}
