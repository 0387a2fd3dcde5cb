import { describe, expect, it } from 'vitest';
import { getFontFace, measureText } from './fonts.ts';

describe('font metrics', () => {
  it('reads advances from the bundled fonts', () => {
    const face = getFontFace('sansRegular');
    expect(face.metrics.unitsPerEm).toBeGreaterThan(0);
    expect(face.metrics.hasGlyph('A'.codePointAt(0) ?? 0)).toBe(true);
    expect(face.metrics.advanceOf('W'.codePointAt(0) ?? 0)).toBeGreaterThan(
      face.metrics.advanceOf('i'.codePointAt(0) ?? 0),
    );
  });

  it('measures proportionally to the size and adds letter spacing between characters', () => {
    const face = getFontFace('serifBold');
    const at10 = measureText('Wedding', face, 10);
    expect(measureText('Wedding', face, 20)).toBeCloseTo(at10 * 2, 5);
    expect(measureText('Wedding', face, 10, 2)).toBeCloseTo(at10 + 6 * 2, 5);
  });

  it('measures capitals for a capitals-only face', () => {
    const face = getFontFace('condensed');
    expect(measureText('party', face, 40)).toBeCloseTo(measureText('PARTY', face, 40), 5);
  });

  it('knows when a face lacks a glyph', () => {
    expect(getFontFace('roundedBold').metrics.hasGlyph(0x4e2d)).toBe(false);
  });
});
