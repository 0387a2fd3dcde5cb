/**
 * Event-loop isolation: `/api/health` latency while a stream of worst-case poster requests (10,000-
 * character descriptions, every signed-in user drawing at once) runs over real HTTP. The poster
 * work happens on the worker pool, so health must stay fast (target: p99 < 50 ms).
 * Run: node --import tsx bench/health-under-posters.ts [seconds=15] [users=4]
 * PGlite in memory by default; TEST_DATABASE_URL runs it against a PostgreSQL server.
 */
import { loadavg } from 'node:os';
import { createTestApp, signUpAndLogIn } from '#server/testing/test-app.ts';

const seconds = Number(process.argv[2] ?? 15);
const userCount = Number(process.argv[3] ?? 4);
const t = await createTestApp({ RATE_LIMIT_REGISTER_PER_HOUR: '1000' });
const users = [];
for (let i = 0; i < userCount; i++) users.push(await signUpAndLogIn(t.app, {}, `10.0.0.${i + 1}`));
const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
console.log(
  `load average before: ${loadavg()
    .map((v) => v.toFixed(2))
    .join(' ')}`,
);

const worst = 'D '.repeat(5000);
const deadline = Date.now() + seconds * 1000;
const statuses = new Map<number, number>();
let posters = 0;

async function drawLoop(cookie: string, n: number): Promise<void> {
  for (let i = 0; Date.now() < deadline; i++) {
    const res = await fetch(`${address}/api/events/generate-event-image`, {
      method: 'POST',
      // fetch marks itself a browser (Sec-Fetch-Mode), so a cookie write must name its origin, as
      // the app's own pages do; without it every poster request is refused by the CSRF check.
      headers: { 'content-type': 'application/json', cookie, origin: address },
      body: JSON.stringify({ title: `Worst case ${n}-${i}`, description: worst }),
    });
    await res.arrayBuffer();
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    if (res.status === 200) posters += 1;
    if (res.status === 429) await new Promise((r) => setTimeout(r, 200));
  }
}

async function healthLoop(): Promise<number[]> {
  const times: number[] = [];
  while (Date.now() < deadline) {
    const started = performance.now();
    const res = await fetch(`${address}/api/health`);
    await res.arrayBuffer();
    times.push(performance.now() - started);
    await new Promise((r) => setTimeout(r, 20));
  }
  return times;
}

const [times] = await Promise.all([healthLoop(), ...users.map((u, n) => drawLoop(u.cookie, n))]);
times.sort((a, b) => a - b);
const at = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)] ?? 0;
console.log(
  `/api/health during ${seconds} s of worst-case posters from ${userCount} users: ${times.length} probes, ` +
    `p50 ${at(50).toFixed(1)} ms, p99 ${at(99).toFixed(1)} ms, max ${times.at(-1)?.toFixed(1)} ms`,
);
console.log(`poster answers: ${[...statuses].map(([s, n]) => `${s} x${n}`).join(', ')} (${posters} drawn)`);
console.log(
  `load average after: ${loadavg()
    .map((v) => v.toFixed(2))
    .join(' ')}`,
);
await t.close();
