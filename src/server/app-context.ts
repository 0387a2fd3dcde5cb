import type { FastifyBaseLogger } from 'fastify';
import type { Env } from './config/env.ts';
import type { Database, DbHandle } from './db/client.ts';
import type { AppContext } from './features/module.ts';
import type { AppJobs } from './lib/jobs/job-names.ts';
import { createJobQueue, type JobQueueOptions } from './lib/jobs/job-queue.ts';
import { createMailer, type Mailer } from './lib/mail/mailer.ts';
import { createQueuedMailer } from './lib/mail/queued-mailer.ts';
import { createSiteSettings } from './lib/settings/site-settings.ts';
import { createCpuPool } from './lib/workers/cpu-pool.ts';

type ContextDeps = {
  db: Database;
  dbKind: DbHandle['kind'];
  env: Readonly<Env>;
  mailer?: Mailer | undefined;
  clock?: (() => Date) | undefined;
  jobs?: JobQueueOptions | undefined;
};

/** Where the context's background pieces hook their shutdown and report failures. */
type Host = {
  log: FastifyBaseLogger;
  addHook(name: 'onClose', hook: () => Promise<void> | void): unknown;
};

/**
 * The shared context every feature module is built from: the job queue (not started yet), the site
 * settings (loaded, and kept fresh until the app closes), mail and the CPU worker pool.
 */
export async function buildAppContext(app: Host, deps: ContextDeps): Promise<AppContext> {
  const { db, env } = deps;
  const jobs = createJobQueue<AppJobs>(
    { db, kind: deps.dbKind },
    {
      onError: (err) => app.log.error({ err }, 'job queue error'),
      ...deps.jobs,
    },
  );
  const settings = createSiteSettings({
    db,
    serverDefault: { city: env.DEFAULT_CITY, region: env.DEFAULT_REGION },
  });
  await settings.load();
  const stopRefreshing = settings.keepFresh((err) =>
    app.log.warn({ err }, 'could not read the site settings'),
  );
  app.addHook('onClose', async () => stopRefreshing());
  // Mail leaves through the queue: requests only enqueue, a worker delivers with retries.
  const deliverMail = createMailer({
    db,
    from: env.MAIL_FROM,
    smtpUrl: env.SMTP_URL,
    site: () => settings.current(),
  });
  jobs.work('mail.send', (mail) => deliverMail.send(mail), { retryLimit: 5, retryDelaySeconds: 30 });
  const cpuPool = createCpuPool();
  app.addHook('onClose', () => cpuPool.close());
  return {
    db,
    dbKind: deps.dbKind,
    env,
    settings,
    clock: deps.clock ?? (() => new Date()),
    mailer: deps.mailer ?? createQueuedMailer(jobs),
    jobs,
    cpuPool,
    log: app.log,
  };
}
