import type { AppContext, FeatureModule } from '../module.ts';
import { createAdminRepository } from './admin.repository.ts';
import { adminRoutes } from './admin.routes.ts';
import { createAdminService } from './admin.service.ts';
import { adminSettingsRoutes } from './admin-settings.routes.ts';
import { createAdminSettingsService } from './admin-settings.service.ts';
import { runSampleEventsJob, runSampleVendorsJob } from './sample-jobs.ts';

/** Administration: dashboard figures, user roles, sample data jobs, job status and site settings. */
export function buildAdminModule(ctx: AppContext): FeatureModule {
  const repo = createAdminRepository(ctx.db);
  const service = createAdminService({ repo, jobs: ctx.jobs, clock: ctx.clock });
  // A few hundred rows take seconds; a job still active after five minutes lost its process.
  const policy = { expireInSeconds: 300, retryLimit: 2, retryDelaySeconds: 10 };
  ctx.jobs.work(
    'admin.generate-events',
    (data, job) => runSampleEventsJob(repo, ctx.clock, data, job),
    policy,
  );
  ctx.jobs.work('admin.generate-vendors', (data, job) => runSampleVendorsJob(repo, data, job), policy);
  const settings = createAdminSettingsService({
    db: ctx.db,
    dbKind: ctx.dbKind,
    env: ctx.env,
    settings: ctx.settings,
    jobs: ctx.jobs,
    clock: ctx.clock,
  });
  return {
    routes: async (app) => {
      await app.register(adminRoutes, { service });
      await app.register(adminSettingsRoutes, { settings });
    },
  };
}
