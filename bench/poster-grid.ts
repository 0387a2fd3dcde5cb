/**
 * Renders a contact sheet of 15 posters (each style in three color themes, one mood) into
 * docs/posters/grid.png, to review the built-in engine by eye.
 * Run: node --import tsx bench/poster-grid.ts [mood] [output]
 */
import { writeFileSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
import { listFontFiles } from '#server/lib/images/fonts.ts';
import { renderPoster } from '#server/lib/images/poster-engine.ts';
import { escapeXml } from '#server/lib/images/svg.ts';
import { IMAGE_COLOR_THEMES, IMAGE_STYLES, type ImageMood } from '#shared/constants.ts';

const mood = (process.argv[2] ?? 'celebratory') as ImageMood;
const output = process.argv[3] ?? 'docs/posters/grid.png';

const EVENTS = [
  ['Birthday', "Maya's 30th Birthday Bash"],
  ['Wedding', 'Emma & Liam Say I Do'],
  ['Corporate', 'Q3 Leadership Summit'],
  ['Christmas Market', 'Old Town Christmas Market'],
  ['Social', 'Friday Rooftop Social'],
  ['Theme Party', 'Neon 80s Theme Night'],
  ['Sports', 'City League Finals'],
  ['Bar Mitzvah', "Noah's Bar Mitzvah"],
  ['Marathon', 'Bay Area Marathon 2025'],
  ['Winter Festival', 'Winter Wonderland Festival'],
  ['Food Festival', 'Taste of Stockton'],
  ['Outdoor Adventure', 'Sierra Sunrise Hike'],
  ['Concert', 'Jazz Under the Stars'],
  ['Cultural Festival', 'Lunar New Year Festival'],
  ['Ice Skating', 'Skate Night at Union Square'],
] as const;

const CELL_W = 600;
const CELL_H = 315;
const GAP = 24;
const CAPTION = 34;
const COLUMNS = 3;

const cells: string[] = [];
for (const [row, style] of IMAGE_STYLES.entries()) {
  for (let col = 0; col < COLUMNS; col++) {
    const colorTheme = IMAGE_COLOR_THEMES[(row + col) % IMAGE_COLOR_THEMES.length] ?? 'vibrant';
    const [category, title] = EVENTS[row * COLUMNS + col] ?? EVENTS[0];
    const poster = await renderPoster({
      title,
      description: 'Live music, local food and good company. Bring friends, stay late.',
      category,
      style,
      colorTheme,
      mood,
      creativity: 50,
    });
    const x = GAP + col * (CELL_W + GAP);
    const y = GAP + row * (CELL_H + CAPTION + GAP);
    cells.push(
      `<image x="${x}" y="${y}" width="${CELL_W}" height="${CELL_H}" href="data:image/png;base64,${poster.png.toString('base64')}"/>`,
      `<text x="${x}" y="${y + CELL_H + 24}" font-family="Outfit" font-size="17" fill="#d8dbe2">${escapeXml(`${style} · ${colorTheme} · ${mood} · ${category}`)}</text>`,
    );
  }
}

const width = GAP + COLUMNS * (CELL_W + GAP);
const height = GAP + IMAGE_STYLES.length * (CELL_H + CAPTION + GAP);
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#16181d"/>${cells.join('')}</svg>`;
const png = new Resvg(svg, { font: { fontFiles: listFontFiles(['sansRegular']), loadSystemFonts: false } })
  .render()
  .asPng();
writeFileSync(output, png);
console.log(`wrote ${output} (${width}x${height}, ${Math.round(png.length / 1024)} KiB)`);
