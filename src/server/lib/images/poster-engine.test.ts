import { describe, expect, it } from 'vitest';
import { IMAGE_COLOR_THEMES, IMAGE_MOODS, IMAGE_STYLES } from '#shared/constants.ts';
import { readImageInfo } from './image-info.ts';
import { renderPoster } from './poster-engine.ts';
import { buildPosterScene, type PosterInput } from './poster-svg.ts';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function expectPng(png: Buffer, width: number, height: number) {
  expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
  expect(png.readUInt32BE(16)).toBe(width);
  expect(png.readUInt32BE(20)).toBe(height);
}

const base: PosterInput = {
  title: 'Summer Rooftop Party',
  description: 'Drinks, a DJ and the best view of the skyline.',
  category: 'Social',
  style: 'modern',
  colorTheme: 'vibrant',
  mood: 'celebratory',
  creativity: 50,
};

describe('renderPoster', () => {
  it('gives identical bytes for the same input', async () => {
    const first = await renderPoster(base);
    const second = await renderPoster({ ...base });
    expect(first.png.equals(second.png)).toBe(true);
  });

  it('renders the 1200 x 630 social card by default', async () => {
    const poster = await renderPoster(base);
    expect(poster).toMatchObject({ width: 1200, height: 630 });
    expectPng(poster.png, 1200, 630);
  });

  it.each([
    [1600, 900],
    [600, 400],
    [800, 800],
    [630, 1200],
  ])('renders at %i x %i', async (width, height) => {
    const poster = await renderPoster({ ...base, width, height });
    expectPng(poster.png, width, height);
  });

  it('renders every style, color theme and mood as a PNG of the requested size', async () => {
    for (const style of IMAGE_STYLES) {
      for (const colorTheme of IMAGE_COLOR_THEMES) {
        for (const mood of IMAGE_MOODS) {
          const poster = await renderPoster({ ...base, style, colorTheme, mood, width: 360, height: 240 });
          expectPng(poster.png, 360, 240);
        }
      }
    }
  });

  it('gives different bytes when any input changes', async () => {
    const variants: PosterInput[] = [
      base,
      { ...base, title: 'Summer Rooftop Party!' },
      { ...base, description: 'Another description' },
      { ...base, category: 'Wedding' },
      { ...base, style: 'elegant' },
      { ...base, colorTheme: 'cool' },
      { ...base, mood: 'dramatic' },
      { ...base, creativity: 90 },
    ];
    const hashes = new Set<string>();
    for (const input of variants) {
      hashes.add((await renderPoster({ ...input, width: 600, height: 315 })).png.toString('base64'));
    }
    expect(hashes.size).toBe(variants.length);
  });

  it('draws a clean template at creativity 0 and more shapes at 100', () => {
    const calm = buildPosterScene({ ...base, creativity: 0 }).svg;
    const wild = buildPosterScene({ ...base, creativity: 100 }).svg;
    const countShapes = (svg: string) => (svg.match(/<(path|rect|circle|ellipse)\b/g) ?? []).length;
    expect(countShapes(wild)).toBeGreaterThan(countShapes(calm));
  });

  it('rejects sizes it cannot draw', async () => {
    await expect(renderPoster({ ...base, width: 10 })).rejects.toThrow(RangeError);
    await expect(renderPoster({ ...base, height: 1.5 })).rejects.toThrow(/whole number/);
  });

  it('rejects an unknown style', () => {
    expect(() => buildPosterScene({ ...base, style: 'retro' as never })).toThrow(
      /Unknown poster style 'retro'/,
    );
  });
});

describe('buildPosterScene text safety', () => {
  it('escapes XML special characters in the title and description', async () => {
    const title = `Tom & Jerry's <script>alert("x")</script> "Party"`;
    const scene = buildPosterScene({ ...base, title, description: 'a < b && c > d' });
    expect(scene.svg).not.toContain('<script>');
    expect(scene.svg).toContain('&amp;');
    expect(scene.svg).toContain('&lt;');
    expect(scene.svg).toContain('&quot;');
    const poster = await renderPoster({ ...base, title });
    expect(readImageInfo(poster.png)).toMatchObject({ contentType: 'image/png', width: 1200 });
  });

  it('drops characters XML cannot carry', async () => {
    const scene = buildPosterScene({ ...base, title: 'Bad\u0000\u0007 title \ud800 here' });
    expect([...scene.svg].some((char) => (char.codePointAt(0) ?? 0) < 0x20)).toBe(false);
    expect(
      scene.layout.lines
        .filter((l) => l.role === 'title')
        .map((l) => l.text)
        .join(' '),
    ).toBe('Bad title here');
    await expect(renderPoster({ ...base, title: 'Bad\u0000 title' })).resolves.toBeTruthy();
  });

  it('falls back to the category when the title is blank', () => {
    const scene = buildPosterScene({ ...base, title: '   ', category: 'Wedding' });
    expect(scene.layout.lines.some((l) => l.role === 'title' && l.text === 'Wedding')).toBe(true);
  });
});
