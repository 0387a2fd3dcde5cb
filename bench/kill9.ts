/**
 * Crash safety: a burst of event creations (each with its own Idempotency-Key) from many clients,
 * the server killed with SIGKILL in the middle, then restarted on the same database. Counts the
 * acknowledged writes (201 received) that are missing after the restart, then retries every
 * request that got no answer with the same key and counts events created twice.
 *
 *   npm run bench -- kill9 [--database postgres|pglite] [--rounds 3] [--clients 20] [--url postgres://...]
 */
import {
  cliArg,
  createScratchDatabase,
  DEFAULT_PG_URL,
  eventBody,
  freePort,
  loadAverage,
  originHeaders,
  type ServerProcess,
  scratchDataDir,
  signUpUsers,
  startServer,
} from './reliability-helpers-server.ts';

const database = cliArg('database', 'postgres');
const rounds = Number(cliArg('rounds', '3'));
const clients = Number(cliArg('clients', '20'));
if (database !== 'postgres' && database !== 'pglite') throw new Error('--database is postgres or pglite');

const scratch = database === 'postgres' ? await createScratchDatabase(cliArg('url', DEFAULT_PG_URL)) : null;
const dataDir = database === 'pglite' ? scratchDataDir() : null;
const env: Record<string, string> = scratch
  ? { DATABASE_URL: scratch.url, SEED_DEMO_DATA: 'false' }
  : { DATA_DIR: dataDir!.dir, SEED_DEMO_DATA: 'false' };
const port = await freePort();

type Sent = { key: string; title: string; id: number | null };

async function createEvent(server: ServerProcess, cookie: string, sent: Sent): Promise<boolean> {
  const res = await fetch(`${server.url}/api/events`, {
    method: 'POST',
    headers: { ...originHeaders(server.url), cookie, 'idempotency-key': sent.key },
    body: JSON.stringify(eventBody(sent.title)),
  });
  const body = (await res.json()) as { id?: number };
  if (res.status === 201 && typeof body.id === 'number') {
    sent.id = body.id;
    return true;
  }
  return false;
}

async function titlesOf(server: ServerProcess, cookie: string): Promise<string[]> {
  const titles: string[] = [];
  for (let offset: number | null = 0; offset !== null; ) {
    const res = await fetch(
      `${server.url}/api/events?creator=me&ignoreLocation=true&when=all&limit=100&offset=${offset}`,
      { headers: { cookie } },
    );
    const page = (await res.json()) as { events: { title: string }[]; nextOffset: number | null };
    titles.push(...page.events.map((e) => e.title));
    offset = page.nextOffset;
  }
  return titles;
}

console.log(
  `kill -9: ${database}, ${rounds} rounds, ${clients} clients; load average before: ${loadAverage()}`,
);
let totalAcked = 0;
let totalLost = 0;
let totalUnanswered = 0;
let totalDuplicates = 0;
let server = await startServer(env, port);
try {
  for (let round = 1; round <= rounds; round++) {
    const [cookie] = await signUpUsers(server.url, 1, `k9r${round}${Date.now().toString(36)}`);
    const sent: Sent[] = [];
    let killed = false;
    const worker = async (w: number) => {
      for (let i = 0; !killed; i++) {
        const item: Sent = { key: `k9-${round}-${w}-${i}`, title: `Crash ${round}-${w}-${i}`, id: null };
        sent.push(item);
        try {
          if (!(await createEvent(server, cookie!, item)) && !killed)
            await new Promise((r) => setTimeout(r, 50));
        } catch {
          return; // The connection died with the server: this request got no answer.
        }
      }
    };
    const burst = Array.from({ length: clients }, (_, w) => worker(w));
    // Kill somewhere between 1.5 and 4 s into the burst, while writes are in flight.
    await new Promise((r) => setTimeout(r, 1500 + Math.random() * 2500));
    killed = true;
    server.child.kill('SIGKILL');
    await Promise.all(burst);
    await new Promise<void>((resolve) => {
      if (server.child.exitCode !== null || server.child.signalCode !== null) resolve();
      else server.child.once('exit', () => resolve());
    });

    server = await startServer(env, port);
    const present = new Set(await titlesOf(server, cookie!));
    const acked = sent.filter((s) => s.id !== null);
    const lost = acked.filter((s) => !present.has(s.title));
    const unanswered = sent.filter((s) => s.id === null);
    // A client retries every request it got no answer for, with the same key.
    for (const item of unanswered) await createEvent(server, cookie!, item);
    const titles = await titlesOf(server, cookie!);
    const duplicates = titles.length - new Set(titles).size;
    console.log(
      `round ${round}: ${sent.length} sent, ${acked.length} acknowledged, lost after restart ${lost.length}; ` +
        `${unanswered.length} unanswered, retried with their key: ${duplicates} created twice`,
    );
    totalAcked += acked.length;
    totalLost += lost.length;
    totalUnanswered += unanswered.length;
    totalDuplicates += duplicates;
  }
  console.log(
    `total: ${totalAcked} acknowledged writes, ${totalLost} lost; ${totalUnanswered} unanswered retried, ${totalDuplicates} duplicates`,
  );
  console.log(`load average after: ${loadAverage()}`);
} finally {
  await server.stop();
  await scratch?.drop();
  dataDir?.remove();
}
