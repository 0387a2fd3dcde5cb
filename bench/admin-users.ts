// `npm run bench -- admin-users [pglite|postgres] [count]`: GET /api/admin/users at 100,000 users.
// Loads synthetic users, then times the route's two queries (a page of 25 and the count) through the
// admin repository (median and p95 of 30 runs) and prints EXPLAIN ANALYZE for each.
import { performance } from 'node:perf_hooks';
import { createAdminRepository } from '#server/features/admin/admin.repository.ts';
import { openBenchDb } from './events-helpers-db.ts';

const kind = (process.argv[2] ?? 'pglite') as 'pglite' | 'postgres';
const count = Number(process.argv[3] ?? 100_000);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const RUNS = 30;
const PAGE = 25;

const bench = await openBenchDb(kind, serverUrl);
try {
  const loadStart = performance.now();
  await bench.withSession(async (query) => {
    // Names from 40 first and 40 last names; every 1,000th user an administrator; sign-ups over 3 years.
    await query(`insert into users (username, name, email, email_verified, is_admin, created_at)
      select 'user' || g,
        (array['Ava','Ben','Cara','Dan','Eve','Finn','Gia','Hugo','Ivy','Jack','Kai','Lena','Max','Nora','Omar',
          'Pia','Quinn','Rosa','Sam','Tara','Uma','Vic','Wes','Xena','Yara','Zane','Ana','Bo','Cy','Di','Ed','Flo',
          'Gus','Hal','Ida','Jo','Kim','Lou','Mo','Ned'])[1 + g % 40] || ' ' ||
        (array['Smith','Garcia','Nguyen','Johnson','Brown','Lee','Patel','Kim','Lopez','Clark','Lewis','Walker',
          'Hall','Young','King','Wright','Scott','Green','Baker','Adams','Nelson','Hill','Rivera','Campbell','Mitchell',
          'Carter','Roberts','Turner','Phillips','Parker','Evans','Edwards','Collins','Stewart','Morris','Rogers',
          'Reed','Cook','Morgan','Bell'])[1 + (g / 40) % 40],
        'user' || g || '@' || (array['example.com','mail.test','party.dev','corp.example'])[1 + g % 4],
        g % 3 > 0, g % 1000 = 0, now() - (g || ' minutes')::interval * 15
      from generate_series(1, ${count}) g`);
    // Autovacuum does this after a bulk load; it lets the whole-table count read the smallest index.
    await query('vacuum analyze users');
  });
  console.log(
    `${kind}: loaded ${count.toLocaleString('en-US')} users in ${Math.round(performance.now() - loadStart)} ms`,
  );

  const repo = createAdminRepository(bench.handle.db);
  const cases: [string, string | undefined, number][] = [
    ['no search, first page', undefined, 0],
    ['no search, page 40', undefined, 39 * PAGE],
    ['name "garcia" (2,500 matches)', 'garcia', 0],
    ['username "user4242" (11 matches)', 'user4242', 0],
    ['email domain "party.dev" (25,000 matches)', 'party.dev', 0],
    ['no match "zzzq"', 'zzzq', 0],
    ['two letters "ki" (short: no trigram)', 'ki', 0],
  ];
  for (const [label, q, offset] of cases) {
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < RUNS; i += 1) {
      const start = performance.now();
      total = (await repo.findUsers(q, PAGE, offset)).total;
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(RUNS / 2)]!;
    const p95 = times[Math.ceil(RUNS * 0.95) - 1]!;
    console.log(
      `\n${label}: ${total.toLocaleString('en-US')} matches, median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (page of ${PAGE} + count)`,
    );
    const captured = await bench.capture(async () => {
      await repo.findUsers(q, PAGE, offset);
    });
    for (const statement of captured) {
      await bench.withSession(async (query) => {
        const { rows } = await query(
          `explain (analyze, costs off, timing off) ${statement.sql}`,
          statement.params,
        );
        console.log(`  -- ${statement.sql.includes('count(') ? 'count' : 'page'}`);
        for (const row of rows) console.log(`  ${Object.values(row)[0]}`);
      });
    }
  }
} finally {
  await bench.close();
}
