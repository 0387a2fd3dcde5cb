/**
 * Poster engine benchmark: renders N varied posters at 1200 x 630, one at a time, then the same set
 * two at a time, and prints median and p95 milliseconds per poster and the peak RSS.
 * Run: node --import tsx bench/poster.ts [count]
 */

import { renderPoster } from '#server/lib/images/poster-engine.ts';
import type { PosterInput } from '#server/lib/images/poster-svg.ts';
import { EVENT_CATEGORIES, IMAGE_COLOR_THEMES, IMAGE_MOODS, IMAGE_STYLES } from '#shared/constants.ts';

const count = Number(process.argv[2] ?? 30);
const TITLES = [
  "Maya's 30th Birthday Bash",
  'Emma & Liam Say I Do',
  'Q3 Leadership Summit',
  'Winter Wonderland Festival on the Waterfront',
  'Taste of Stockton',
  'Jazz Under the Stars',
  'The Annual Greater Sacramento Valley Community Harvest Celebration and Farm-to-Table Food Festival',
];

function buildInputs(n: number): PosterInput[] {
  return Array.from({ length: n }, (_, i) => ({
    title: TITLES[i % TITLES.length] ?? 'Party',
    description:
      i % 3 === 0 ? undefined : 'Live music, local food trucks and a late-night dance floor downtown.',
    category: EVENT_CATEGORIES[i % EVENT_CATEGORIES.length] ?? 'Social',
    style: IMAGE_STYLES[i % IMAGE_STYLES.length] ?? 'modern',
    colorTheme: IMAGE_COLOR_THEMES[Math.floor(i / 5) % IMAGE_COLOR_THEMES.length] ?? 'vibrant',
    mood: IMAGE_MOODS[(i * 2) % IMAGE_MOODS.length] ?? 'celebratory',
    creativity: (i * 37) % 101,
  }));
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

function summarize(label: string, times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const median = percentile(sorted, 50);
  const p95 = percentile(sorted, 95);
  console.log(
    `${label}: median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${sorted.at(-1)?.toFixed(1)} ms`,
  );
}

const inputs = buildInputs(count);
await renderPoster(inputs[0] as PosterInput); // load fonts and the native module

const sequential: number[] = [];
let bytes = 0;
for (const input of inputs) {
  const start = performance.now();
  const poster = await renderPoster(input);
  sequential.push(performance.now() - start);
  bytes += poster.png.length;
}
summarize(`${count} posters at 1200x630, one at a time`, sequential);

const wallStart = performance.now();
const paired: number[] = [];
for (let i = 0; i < inputs.length; i += 2) {
  const start = performance.now();
  await Promise.all(inputs.slice(i, i + 2).map((input) => renderPoster(input)));
  paired.push((performance.now() - start) / Math.min(2, inputs.length - i));
}
summarize('two at a time (per poster)', paired);
console.log(
  `throughput two at a time: ${((inputs.length / (performance.now() - wallStart)) * 1000).toFixed(1)} posters/s`,
);
console.log(`average PNG size: ${Math.round(bytes / count / 1024)} KiB`);
console.log(`peak RSS: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB`);
