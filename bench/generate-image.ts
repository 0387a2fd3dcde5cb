/**
 * Image generation benchmark: median and p95 of POST /api/events/generate-event-image through
 * app.inject (built-in engine: three sizes rendered and stored) on in-memory PGlite, or on
 * TEST_DATABASE_URL's server. Each call uses a new title, so every run draws and stores fresh rows.
 * Run: node --import tsx bench/generate-image.ts [count]
 */

import { createTestApp, signUpAndLogIn } from '#server/testing/test-app.ts';
import { IMAGE_COLOR_THEMES, IMAGE_MOODS, IMAGE_STYLES } from '#shared/constants.ts';

const count = Math.min(Number(process.argv[2] ?? 20), 29); // the per-user limit is 30 per 10 minutes
const t = await createTestApp();
const { cookie } = await signUpAndLogIn(t.app);

function body(i: number) {
  return {
    title: `Benchmark Party number ${i}`,
    description: 'Live music, local food trucks and a late-night dance floor downtown.',
    category: ['Birthday', 'Wedding', 'Concert', 'Food Festival', 'Marathon'][i % 5],
    style: IMAGE_STYLES[i % IMAGE_STYLES.length],
    colorTheme: IMAGE_COLOR_THEMES[(i * 2) % IMAGE_COLOR_THEMES.length],
    mood: IMAGE_MOODS[(i * 3) % IMAGE_MOODS.length],
    creativity: (i * 37) % 101,
  };
}

async function generate(i: number): Promise<number> {
  const started = performance.now();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/events/generate-event-image',
    payload: body(i),
    headers: { cookie },
  });
  if (res.statusCode !== 200) throw new Error(`generation failed: ${res.statusCode} ${res.body}`);
  return performance.now() - started;
}

await generate(count); // warm-up: fonts, resvg and the first queries
const times: number[] = [];
for (let i = 0; i < count; i++) times.push(await generate(i));
times.sort((a, b) => a - b);
const at = (p: number) =>
  times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)] ?? Number.NaN;
console.log(
  `POST /api/events/generate-event-image x${count} (social + hero + card rendered and stored): ` +
    `median ${at(50).toFixed(1)} ms, p95 ${at(95).toFixed(1)} ms, min ${times[0]?.toFixed(1)} ms, max ${times.at(-1)?.toFixed(1)} ms`,
);
await t.close();
