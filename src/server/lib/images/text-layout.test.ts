import { describe, expect, it } from 'vitest';
import { IMAGE_STYLES } from '#shared/constants.ts';
import { getFontFace } from './fonts.ts';
import { buildPosterScene } from './poster-svg.ts';
import { layoutPosterText, type PosterTextLayout, type TypeSpec } from './text-layout.ts';
import { createMeasure, findBalancedWidth, wrapText } from './text-wrap.ts';

const LONG_TITLE =
  'The Annual Greater Sacramento Valley Community Harvest Celebration and Farm-to-Table Food Festival with Live Bluegrass Music, Craft Beer Garden, Kids Zone, Pie Contest and Fireworks over the River';
const UNBROKEN = 'Supercalifragilisticexpialidocious'.repeat(6);

function expectInside(layout: PosterTextLayout, canvas: { width: number; height: number }) {
  const { box } = layout;
  for (const line of layout.lines) {
    expect(line.width).toBeLessThanOrEqual(box.width + 0.01);
    const left = layout.align === 'start' ? line.x : line.x - line.width / 2;
    expect(left).toBeGreaterThanOrEqual(box.x - 0.01);
    expect(left + line.width).toBeLessThanOrEqual(box.x + box.width + 0.01);
    expect(line.baseline - line.size * 0.8).toBeGreaterThanOrEqual(box.y - 0.01);
    expect(line.baseline + line.size * 0.24).toBeLessThanOrEqual(box.y + box.height + 0.01);
    expect(left + line.width).toBeLessThanOrEqual(canvas.width);
    expect(line.baseline).toBeLessThanOrEqual(canvas.height);
  }
  expect(layout.lines.filter((l) => l.role === 'title').length).toBeLessThanOrEqual(3);
}

const title: TypeSpec = { face: 'sansBlack', size: 84, minSize: 28, lineHeight: 1.02, maxLines: 3 };
const box = { x: 60, y: 60, width: 600, height: 510 };

describe('layoutPosterText', () => {
  it('keeps a short title on one line at full size', () => {
    const layout = layoutPosterText({
      box,
      align: 'start',
      verticalAlign: 'center',
      title: { text: 'Jazz Night', type: title },
    });
    expect(layout.lines.map((l) => l.text)).toEqual(['Jazz Night']);
    expect(layout.titleSize).toBe(84);
  });

  it('shrinks a 200 character title and ends it with an ellipsis within three lines', () => {
    const layout = layoutPosterText({
      box,
      align: 'start',
      verticalAlign: 'center',
      title: { text: LONG_TITLE, type: title },
    });
    expect(LONG_TITLE.length).toBeGreaterThanOrEqual(190);
    expect(layout.titleSize).toBeLessThan(84);
    expect(layout.isTitleTruncated).toBe(true);
    expect(layout.lines.at(-1)?.text.endsWith('…')).toBe(true);
    expectInside(layout, { width: 1200, height: 630 });
  });

  it('cuts a word that can never fit and keeps every piece inside the box', () => {
    const layout = layoutPosterText({
      box,
      align: 'middle',
      verticalAlign: 'top',
      title: { text: UNBROKEN, type: title },
    });
    expectInside(layout, { width: 1200, height: 630 });
    expect(layout.lines.length).toBeGreaterThan(1);
  });

  it('prefers a smaller size to cutting a word', () => {
    const layout = layoutPosterText({
      box: { ...box, width: 420 },
      align: 'start',
      verticalAlign: 'center',
      title: { text: 'Bay Area Marathon 2025', type: title },
    });
    const words = new Set('Bay Area Marathon 2025'.split(' '));
    for (const line of layout.lines)
      for (const word of line.text.split(' ')) expect(words.has(word)).toBe(true);
  });

  it('drops description lines before truncating the title', () => {
    const description: TypeSpec = { face: 'sansRegular', size: 24, lineHeight: 1.3, maxLines: 2 };
    const small = { x: 0, y: 0, width: 300, height: 150 };
    const layout = layoutPosterText({
      box: small,
      align: 'start',
      verticalAlign: 'center',
      title: { text: 'A Long Evening of Jazz and Wine', type: { ...title, minSize: 20 } },
      description: { text: 'Three bands, six wineries and a view.', type: description },
    });
    expectInside(layout, { width: 300, height: 150 });
  });

  it('balances lines instead of leaving one word alone', () => {
    const measure = createMeasure(getFontFace('sansBlack'), 60);
    const text = 'Annual Spring Garden Party and Plant Swap';
    const width = measure(text) * 0.9;
    const greedy = wrapText(text, measure, width);
    const balanced = wrapText(text, measure, findBalancedWidth(text, measure, width));
    expect(balanced).toHaveLength(greedy.length);
    const shortest = (lines: string[]) => Math.min(...lines.map(measure));
    expect(shortest(greedy)).toBeLessThan(width * 0.2);
    expect(shortest(balanced)).toBeGreaterThan(width * 0.35);
  });
});

describe('poster text layout in every style', () => {
  const sizes = [
    [1200, 630],
    [1600, 900],
    [600, 400],
    [630, 1200],
  ] as const;
  for (const style of IMAGE_STYLES) {
    it(`fits long and unbroken titles inside the ${style} text box`, () => {
      for (const [width, height] of sizes) {
        for (const text of [LONG_TITLE, UNBROKEN, `${UNBROKEN} ${LONG_TITLE}`]) {
          const scene = buildPosterScene({
            title: text,
            description: LONG_TITLE,
            category: 'Food Festival',
            style,
            colorTheme: 'warm',
            mood: 'celebratory',
            creativity: 100,
            width,
            height,
          });
          expectInside(scene.layout, { width, height });
        }
      }
    });
  }
});
