import { describe, expect, it } from 'vitest';
import { IMAGE_COLOR_THEMES, IMAGE_MOODS } from '#shared/constants.ts';
import { getFamilyHue, MOTIF_FAMILIES } from './categories.ts';
import { getContrastRatio, mixColors } from './color.ts';
import { buildPalette } from './palette.ts';
import { createRandom } from './prng.ts';

describe('getContrastRatio', () => {
  it('follows WCAG: black on white is 21, a color on itself is 1', () => {
    expect(getContrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(getContrastRatio('#777777', '#777777')).toBe(1);
  });
});

describe('buildPalette', () => {
  it('keeps the title ink readable (4.5:1) on both ends of every background', () => {
    for (const theme of IMAGE_COLOR_THEMES) {
      for (const mood of IMAGE_MOODS) {
        for (const family of MOTIF_FAMILIES) {
          for (const creativity of [0, 0.5, 1]) {
            const palette = buildPalette(theme, mood, getFamilyHue(family), creativity, createRandom(7));
            const [from, to] = palette.background;
            expect(getContrastRatio(palette.ink, from)).toBeGreaterThanOrEqual(4.5);
            expect(getContrastRatio(palette.ink, to)).toBeGreaterThanOrEqual(4.5);
            expect(getContrastRatio(palette.ink, mixColors(from, to, 0.5))).toBeGreaterThanOrEqual(4.4);
          }
        }
      }
    }
  });

  it('gives a dark ground with gold accents for a luxurious mood', () => {
    const palette = buildPalette('warm', 'luxurious', 20, 0, createRandom(1));
    expect(palette.isDark).toBe(true);
    expect(palette.highlight).not.toBe(palette.accents[0]);
  });

  it('gives a light ground and dark ink for a relaxed mood', () => {
    expect(buildPalette('muted', 'relaxed', 200, 0, createRandom(1)).isDark).toBe(false);
  });
});
