import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle, openDatabase } from '../../db/client.ts';
import { createTestDb } from '../../testing/test-db.ts';
import { createJobQueue, type JobQueue, type JobStatus } from './job-queue.ts';

type TestJobs = {
  'test.count': { n: number };
  'test.flaky': { failures: number };
  'test.slow': { n: number };
};

const isPostgres = Boolean(process.env.TEST_DATABASE_URL);

async function waitFor(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('timed out waiting');
}

async function finalState(queue: JobQueue<TestJobs>, id: string): Promise<JobStatus> {
  let status: JobStatus | null = null;
  await waitFor(async () => {
    status = await queue.status(id);
    return status?.state === 'completed' || status?.state === 'failed';
  });
  return status!;
}

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
  await handle.db.execute(sql`create table test_job_runs (job_id text not null, n int not null)`);
});
afterAll(async () => handle.close());

function buildQueue(database: DbHandle = handle) {
  const { db } = database;
  const queue = createJobQueue<TestJobs>(database, {
    pollingIntervalSeconds: 0.5,
    maintenanceIntervalSeconds: 1,
  });
  const attempts = new Map<string, number>();
  queue.work('test.count', async ({ n }, ctx) => {
    await ctx.reportProgress(1, 2, 'halfway');
    await db.execute(sql`insert into test_job_runs (job_id, n) values (${ctx.id}, ${n})`);
    await ctx.reportProgress(2, 2, 'done');
    return { doubled: n * 2 };
  });
  queue.work(
    'test.flaky',
    async ({ failures }, ctx) => {
      const seen = (attempts.get(ctx.id) ?? 0) + 1;
      attempts.set(ctx.id, seen);
      if (seen <= failures) throw new Error(`attempt ${seen} failed`);
      return { attempts: seen };
    },
    { retryLimit: 2, retryDelaySeconds: 1, retryBackoff: true },
  );
  queue.work('test.slow', async () => ({ finished: true }), {
    expireInSeconds: 2,
    retryLimit: 2,
    retryDelaySeconds: 1,
    retryBackoff: false,
  });
  return queue;
}

describe('job queue on pg-boss', () => {
  it('runs a job, keeps its progress and answers its result', async () => {
    const queue = buildQueue();
    await queue.start();
    try {
      const id = await queue.enqueue('test.count', { n: 21 });
      const status = await finalState(queue, id);
      expect(status).toMatchObject({
        name: 'test.count',
        state: 'completed',
        progress: { done: 2, total: 2, message: 'done' },
        result: { doubled: 42 },
        error: null,
      });
    } finally {
      await queue.stop();
    }
  });

  it('retries a failing job with backoff until it succeeds', async () => {
    const queue = buildQueue();
    await queue.start();
    try {
      const id = await queue.enqueue('test.flaky', { failures: 1 });
      const status = await finalState(queue, id);
      expect(status.state).toBe('completed');
      expect(status.retryCount).toBe(1);
      expect(status.result).toEqual({ attempts: 2 });
    } finally {
      await queue.stop();
    }
  });

  it('marks a job failed with its message once the retries are used up', async () => {
    const queue = buildQueue();
    await queue.start();
    try {
      const id = await queue.enqueue('test.flaky', { failures: 5 }, { retryLimit: 1, retryDelaySeconds: 1 });
      const status = await finalState(queue, id);
      expect(status.state).toBe('failed');
      expect(status.error).toBe('attempt 2 failed');
    } finally {
      await queue.stop();
    }
  });

  it('answers null for an unknown or malformed job id', async () => {
    const queue = buildQueue();
    expect(await queue.status('not-a-uuid')).toBeNull();
    expect(await queue.status('6f1c1f5e-8f5b-4a57-9d7e-5d0c1c2b3a4f')).toBeNull();
  });

  it('keeps a queued job across a restart of the queue', async () => {
    const first = buildQueue();
    await first.start();
    const id = await first.enqueue('test.count', { n: 5 }, { startAfterSeconds: 1 });
    await first.stop();
    const second = buildQueue();
    await second.start();
    try {
      expect((await finalState(second, id)).state).toBe('completed');
    } finally {
      await second.stop();
    }
  });
});

describe.runIf(isPostgres)('job queue with two app processes on one PostgreSQL database', () => {
  let other: DbHandle;
  beforeAll(async () => {
    // A second connection pool to the same database stands for a second app server.
    const url = (handle.db as unknown as { $client: { options: { connectionString: string } } }).$client
      .options.connectionString;
    other = await openDatabase({ kind: 'postgres', url, poolSize: 4, onPoolError: () => {} });
  });
  afterAll(async () => other.close());

  it('runs each job exactly once', async () => {
    const a = buildQueue();
    const b = buildQueue(other);
    await Promise.all([a.start(), b.start()]);
    try {
      const ids = await Promise.all(
        Array.from({ length: 20 }, (_, i) => a.enqueue('test.count', { n: 1000 + i })),
      );
      for (const id of ids) await finalState(b, id);
      const rows = (await handle.db.execute(
        sql`select job_id, count(*)::int as runs from test_job_runs where n >= 1000 group by job_id`,
      )) as unknown as { rows: { job_id: string; runs: number }[] };
      expect(rows.rows).toHaveLength(20);
      expect(rows.rows.every((r) => r.runs === 1)).toBe(true);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });

  it('finishes a job whose process was killed mid-run after a restart', async () => {
    const url = (handle.db as unknown as { $client: { options: { connectionString: string } } }).$client
      .options.connectionString;
    const seeder = buildQueue();
    await seeder.start();
    await seeder.stop();
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('../../testing/job-worker-child.ts', import.meta.url)), url],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += String(chunk);
    });
    await waitFor(async () => output.includes('ready'));
    const enqueuer = createJobQueue<TestJobs>(handle, { runWorkers: false });
    enqueuer.work('test.slow', async () => null, { expireInSeconds: 2, retryLimit: 2, retryDelaySeconds: 1 });
    await enqueuer.start();
    const id = await enqueuer.enqueue('test.slow', { n: 1 });
    await waitFor(async () => output.includes(`started ${id}`));
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
    expect((await enqueuer.status(id))?.state).toBe('active');
    await enqueuer.stop();

    const restarted = buildQueue();
    await restarted.start();
    try {
      const status = await finalState(restarted, id);
      expect(status.state).toBe('completed');
      expect(status.retryCount).toBeGreaterThanOrEqual(1);
      expect(status.result).toEqual({ finished: true });
    } finally {
      await restarted.stop();
    }
  }, 60_000);
});
