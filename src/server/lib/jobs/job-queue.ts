import { eq, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { type DbHandle, driverClientOf } from '../../db/client.ts';
import { jobProgress } from '../../db/schema.ts';
import { createSqlExecutor } from './sql-executor.ts';

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

/** Retries and limits per job name; pg-boss applies them. */
export type JobPolicy = {
  /** Attempts after the first one. */
  retryLimit?: number;
  /** Seconds before the first retry; doubled each time when backoff is on. */
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /** A job still active after this long is taken as lost (its process died) and retried. */
  expireInSeconds?: number;
};

export type JobProgress = { done: number; total: number; message: string | null };

export type JobStatus = {
  id: string;
  name: string;
  state: JobState;
  progress: JobProgress;
  result: unknown;
  error: string | null;
  retryCount: number;
  createdAt: string;
  completedAt: string | null;
};

export type JobContext = {
  id: string;
  retryCount: number;
  /** Saves how far the job has got; pages poll it through the job's status. */
  reportProgress(done: number, total: number, message?: string): Promise<void>;
};

export type JobHandler<T> = (data: T, ctx: JobContext) => Promise<unknown>;

export type EnqueueOptions = JobPolicy & { requestedBy?: number; startAfterSeconds?: number };

export type JobQueue<Jobs extends Record<string, unknown>> = {
  /** Registers the code that runs a job; call before start. */
  work<N extends keyof Jobs & string>(name: N, handler: JobHandler<Jobs[N]>, policy?: JobPolicy): void;
  enqueue<N extends keyof Jobs & string>(name: N, data: Jobs[N], options?: EnqueueOptions): Promise<string>;
  status(id: string): Promise<JobStatus | null>;
  /** Jobs by state across every queue: waiting (new or to retry), running, failed and kept. */
  counts(): Promise<{ waiting: number; active: number; failed: number }>;
  start(): Promise<void>;
  stop(): Promise<void>;
};

export type JobQueueOptions = {
  /** Seconds between polls for new jobs per worker. */
  pollingIntervalSeconds?: number;
  /** Seconds between checks for expired (lost) jobs. */
  maintenanceIntervalSeconds?: number;
  /** Run workers in this process; false only enqueues (e.g. a CLI). */
  runWorkers?: boolean;
  onError?: (err: Error) => void;
};

const DEFAULT_POLICY: Required<JobPolicy> = {
  retryLimit: 3,
  retryDelaySeconds: 5,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Runs `fn` while holding a PostgreSQL advisory lock (on PGlite, one process: just runs it). */
async function withStartupLock(
  database: Pick<DbHandle, 'db' | 'kind'>,
  fn: () => Promise<void>,
): Promise<void> {
  const driver = driverClientOf(database);
  if (driver.kind === 'pglite') return fn();
  const connection = await driver.client.connect();
  try {
    await connection.query('select pg_advisory_lock(727275)');
    await fn();
  } finally {
    await connection.query('select pg_advisory_unlock(727275)').catch(() => {});
    connection.release();
  }
}

/**
 * Background jobs on pg-boss, stored in the app's own database (PostgreSQL or PGlite). pg-boss
 * hands each job to one worker with SELECT ... FOR UPDATE SKIP LOCKED, so several app processes
 * on one database never run a job twice; a job whose process died is retried once it expires.
 */
export function createJobQueue<Jobs extends Record<string, unknown>>(
  database: Pick<DbHandle, 'db' | 'kind'>,
  options: JobQueueOptions = {},
): JobQueue<Jobs> {
  const { db } = database;
  const boss = new PgBoss({
    db: createSqlExecutor(database) as PgBoss.Db,
    schedule: false,
    supervise: true,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 30,
  });
  const onError = options.onError ?? ((err: Error) => console.error(`job queue: ${err.message}`));
  boss.on('error', onError);
  const handlers = new Map<string, { handler: JobHandler<never>; policy: Required<JobPolicy> }>();
  let started = false;

  async function saveProgress(
    id: string,
    queue: string,
    progress: Partial<JobProgress> & { requestedBy?: number },
  ) {
    await db
      .insert(jobProgress)
      .values({ jobId: id, queue, ...progress })
      .onConflictDoUpdate({
        target: jobProgress.jobId,
        set: { ...progress, updatedAt: sql`now()` },
      });
  }

  return {
    work(name, handler, policy) {
      if (started) throw new Error(`job ${name}: register workers before the queue starts`);
      handlers.set(name, { handler: handler as JobHandler<never>, policy: { ...DEFAULT_POLICY, ...policy } });
    },

    async enqueue(name, data, opts = {}) {
      const policy = { ...DEFAULT_POLICY, ...handlers.get(name)?.policy, ...opts };
      const id = await boss.send(name, data as object, {
        retryLimit: policy.retryLimit,
        retryDelay: policy.retryDelaySeconds,
        retryBackoff: policy.retryBackoff,
        expireInSeconds: policy.expireInSeconds,
        startAfter: opts.startAfterSeconds,
      });
      if (!id) throw new Error(`job ${name} was not queued`);
      await saveProgress(id, name, { requestedBy: opts.requestedBy });
      return id;
    },

    async status(id) {
      if (!UUID.test(id)) return null;
      const [row] = await db.select().from(jobProgress).where(eq(jobProgress.jobId, id));
      if (!row) return null;
      const job = await boss.getJobById(row.queue, id, { includeArchive: true });
      if (!job) return null;
      const output = job.output as { message?: string } | null;
      return {
        id,
        name: row.queue,
        state: job.state,
        progress: { done: row.done, total: row.total, message: row.message },
        result: job.state === 'completed' ? (job.output ?? null) : null,
        error: job.state === 'failed' || job.state === 'retry' ? (output?.message ?? 'The job failed') : null,
        retryCount: job.retryCount,
        createdAt: new Date(job.createdOn).toISOString(),
        completedAt: job.completedOn ? new Date(job.completedOn).toISOString() : null,
      };
    },

    async counts() {
      if (!started) return { waiting: 0, active: 0, failed: 0 };
      // Both drivers (node-postgres and PGlite) answer with the rows under `rows`.
      const result = (await db.execute(
        sql`select state, count(*)::int as n from pgboss.job where state in ('created', 'retry', 'active', 'failed') group by state`,
      )) as unknown as { rows: { state: string; n: number }[] };
      const by = new Map(result.rows.map((row) => [row.state, Number(row.n)]));
      const n = (state: string) => by.get(state) ?? 0;
      return { waiting: n('created') + n('retry'), active: n('active'), failed: n('failed') };
    },

    async start() {
      // pg-boss installs its schema and one table per queue on first start; two app processes
      // starting together on a new database would race to create them, so they take turns.
      await withStartupLock(database, async () => {
        await boss.start();
        for (const [name, { policy }] of handlers) {
          await boss.createQueue(name, {
            name,
            retryLimit: policy.retryLimit,
            retryDelay: policy.retryDelaySeconds,
            retryBackoff: policy.retryBackoff,
            expireInSeconds: policy.expireInSeconds,
          });
        }
      });
      started = true;
      if (options.runWorkers === false) return;
      for (const [name, { handler }] of handlers) {
        await boss.work(
          name,
          {
            pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
            batchSize: 1,
            includeMetadata: true,
          },
          async ([job]) => {
            if (!job) return null;
            return handler(job.data as never, {
              id: job.id,
              retryCount: job.retryCount,
              reportProgress: (done, total, message) =>
                saveProgress(job.id, name, { done, total, message: message ?? null }),
            });
          },
        );
      }
    },

    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
