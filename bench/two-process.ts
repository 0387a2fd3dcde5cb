/**
 * Two app processes behind one PostgreSQL database, as behind a load balancer: a session made on
 * one is valid on the other, an image stored through one is served by the other, mail queued by
 * either is delivered exactly once by whichever process takes the job, and when one process is
 * killed the other carries on (sessions and queued jobs included). Prints each check and a verdict.
 *
 *   npm run bench -- two-process [--url postgres://...] [--users 10]
 */
import pg from 'pg';
import {
  cliArg,
  createScratchDatabase,
  DEFAULT_PG_URL,
  freePort,
  loadAverage,
  originHeaders,
  signUpUsers,
  startServer,
} from './reliability-helpers-server.ts';

const userCount = Number(cliArg('users', '10'));
const scratch = await createScratchDatabase(cliArg('url', DEFAULT_PG_URL));
// Without the demo poster job, which would draw for minutes on the cores under load.
const env = { DATABASE_URL: scratch.url, SEED_DEMO_DATA: 'true', DEMO_POSTERS: 'false' };
console.log(`two processes on one PostgreSQL database; load average before: ${loadAverage()}`);
// Both start at once: migrations take turns under an advisory lock and the demo seed runs once.
const [a, b] = await Promise.all([startServer(env, await freePort()), startServer(env, await freePort())]);
const db = new pg.Client({ connectionString: scratch.url });
await db.connect();
const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
};

try {
  const seeded = await db.query<{ n: number }>(
    `select count(*)::int as n from app_settings where key = 'demo_seed'`,
  );
  check(seeded.rows[0]?.n === 1, 'started together: migrated once, demo data seeded once');

  // Sessions: signed up and signed in on A, recognised on B.
  const prefix = `two${Date.now().toString(36)}u`;
  const cookies = await signUpUsers(a.url, userCount, prefix);
  let recognised = 0;
  for (const cookie of cookies) {
    const res = await fetch(`${b.url}/api/user`, { headers: { cookie } });
    if (res.status === 200) recognised += 1;
  }
  check(recognised === userCount, `sessions made on A valid on B: ${recognised}/${userCount}`);

  // Images: a poster generated through B is stored in the database and served by A.
  const poster = await fetch(`${b.url}/api/events/generate-event-image`, {
    method: 'POST',
    headers: { ...originHeaders(b.url), cookie: cookies[0]! },
    body: JSON.stringify({ title: 'Two Process Party', description: 'Drawn on B, served by A.' }),
  });
  const { imageUrl } = (await poster.json()) as { imageUrl?: string };
  const served = imageUrl ? await fetch(`${a.url}${imageUrl}`) : null;
  check(
    poster.status === 200 &&
      served?.status === 200 &&
      (served.headers.get('content-type') ?? '').startsWith('image/'),
    `poster stored through B (${poster.status}) served by A (${served?.status ?? 'no url'})`,
  );

  // Jobs: each registration queued one verification mail; each is delivered exactly once.
  const deadline = Date.now() + 60_000;
  let delivered = 0;
  while (Date.now() < deadline) {
    const rows = await db.query<{ n: number }>(
      `select count(*)::int as n from mail_outbox where to_address like $1 and sent_at is not null`,
      [`${prefix}%`],
    );
    delivered = rows.rows[0]?.n ?? 0;
    if (delivered >= userCount) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  await new Promise((r) => setTimeout(r, 2000)); // Time for a second delivery, were there one.
  const perAddress = await db.query<{ to_address: string; n: number }>(
    `select to_address, count(*)::int as n from mail_outbox where to_address like $1 group by to_address`,
    [`${prefix}%`],
  );
  const once = perAddress.rows.filter((r) => r.n === 1).length;
  const printedBy = (out: string) =>
    cookies.filter((_, i) => out.includes(`To: ${prefix}${i}@example.com`)).length;
  check(
    once === userCount,
    `verification mail delivered exactly once per user: ${once}/${userCount} ` +
      `(printed by A: ${printedBy(a.output())}, by B: ${printedBy(b.output())})`,
  );

  // A dies: B keeps serving A's sessions and works the jobs queued through A's clients.
  a.child.kill('SIGKILL');
  await new Promise((r) => a.child.once('exit', r));
  const late = await signUpUsers(b.url, 1, `${prefix}late`);
  const stillSignedIn = await fetch(`${b.url}/api/user`, { headers: { cookie: cookies[1]! } });
  let lateMail = 0;
  for (let i = 0; i < 60 && lateMail === 0; i++) {
    const rows = await db.query<{ n: number }>(
      `select count(*)::int as n from mail_outbox where to_address like $1 and sent_at is not null`,
      [`${prefix}late%`],
    );
    lateMail = rows.rows[0]?.n ?? 0;
    if (lateMail === 0) await new Promise((r) => setTimeout(r, 500));
  }
  check(
    stillSignedIn.status === 200 && late.length === 1 && lateMail === 1,
    `after A is killed, B serves A's sessions (${stillSignedIn.status}) and delivers new mail (${lateMail})`,
  );
  console.log(failures.length ? `${failures.length} check(s) failed` : 'all checks passed');
  console.log(`load average after: ${loadAverage()}`);
} finally {
  await db.end();
  await a.stop();
  await b.stop();
  await scratch.drop();
}
if (failures.length) process.exitCode = 1;
