import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Env } from '../config/env.ts';
import type { Database, DbHandle } from '../db/client.ts';
import type { AppJobs } from '../lib/jobs/job-names.ts';
import type { JobQueue } from '../lib/jobs/job-queue.ts';
import type { Mailer } from '../lib/mail/mailer.ts';
import type { SiteSettingsStore } from '../lib/settings/site-settings.ts';
import type { CpuPool } from '../lib/workers/cpu-pool.ts';

/** What every feature module may use; built once in buildApp. */
export type AppContext = {
  db: Database;
  /** Which database `db` is (the admin status card names it). */
  dbKind: DbHandle['kind'];
  env: Readonly<Env>;
  /** Settings an administrator changes at run time (site name, sign-up, default place...). */
  settings: SiteSettingsStore;
  mailer: Mailer;
  clock: () => Date;
  /** Worker threads for CPU-heavy work (poster rendering), so it never blocks the event loop. */
  cpuPool: CpuPool;
  /** Background jobs: modules register workers with jobs.work while they are built, then enqueue. */
  jobs: JobQueue<AppJobs>;
  /** The app's logger (redacting), for adapters that report failures outside a request. */
  log: FastifyBaseLogger;
};

/**
 * A feature's routes plus anything it offers the app shell. Each feature builds its own
 * repositories and services from the context, so features never import each other.
 */
export type FeatureModule = {
  routes: FastifyPluginAsync;
  /** Server-rendered <head> tags for a page path, for crawlers that run no JavaScript. */
  renderHead?: (path: string, siteUrl: string) => Promise<string | null>;
  /** Routes outside /api (e.g. /images, /banners), registered at the root. */
  rootRoutes?: FastifyPluginAsync;
  /** Runs once the job queue has started (e.g. to queue a job once per database). */
  start?: () => Promise<void>;
};
