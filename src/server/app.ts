import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { buildAppContext } from './app-context.ts';
import type { Env } from './config/env.ts';
import type { Database, DbHandle } from './db/client.ts';
import { buildAdminModule } from './features/admin/admin.module.ts';
import { buildAuthModule } from './features/auth/auth.module.ts';
import { buildBookmarksModule } from './features/bookmarks/bookmarks.module.ts';
import { buildCalendarFeedModule } from './features/calendar-feed/calendar-feed.module.ts';
import { buildDiscoveryModule } from './features/discovery/discovery.module.ts';
import { buildEventsModule } from './features/events/events.module.ts';
import { buildHealthModule } from './features/health/health.module.ts';
import { buildImagesModule } from './features/images/images.module.ts';
import { buildLocationModule } from './features/location/location.module.ts';
import type { FeatureModule } from './features/module.ts';
import { buildPlannerModule } from './features/planner/planner.module.ts';
import { buildProfilesModule } from './features/profiles/profiles.module.ts';
import { buildRsvpModule } from './features/rsvp/rsvp.module.ts';
import { buildSeoModule } from './features/seo/seo.module.ts';
import { buildSocialModule } from './features/social/social.module.ts';
import { buildVendorsModule } from './features/vendors/vendors.module.ts';
import { siteOriginOf } from './lib/http/site-url.ts';
import type { JobQueueOptions } from './lib/jobs/job-queue.ts';
import { LOG_REDACT_PATHS, serializeErrorForLog } from './lib/logging/log-redaction.ts';
import type { Mailer } from './lib/mail/mailer.ts';
import { clientAppPlugin, type RenderPage } from './plugins/client-app.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { idempotencyPlugin } from './plugins/idempotency.ts';
import { loadSheddingPlugin } from './plugins/load-shedding.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { securityPlugin } from './plugins/security.ts';
import { sessionPlugin } from './plugins/session.ts';

export type AppDeps = {
  db: Database;
  /** Which database `db` is: on PGlite requests take turns (PGLITE_POOL_SIZE, PGLITE_MAX_QUEUE_WAIT_MS). */
  dbKind: DbHandle['kind'];
  env: Readonly<Env>;
  mailer?: Mailer;
  clock?: () => Date;
  /** Built client to serve (dist/client); omitted in API tests. */
  clientDir?: string;
  /** The client's server render (dist/ssr), for the first screen of pages with first data. */
  renderPage?: RenderPage;
  /** Job queue tuning (tests poll faster). */
  jobs?: JobQueueOptions;
  /** Sees every route as it is added (the OpenAPI test checks each one is documented). */
  onRoute?: (route: RouteOptions) => void;
  /** Where log lines go instead of stdout (the redaction test reads them). */
  logStream?: { write(line: string): void };
};

/** Builds the whole app from its dependencies: plugins, then the feature route table. */
export async function buildApp({
  db,
  dbKind,
  env,
  mailer,
  clock,
  clientDir,
  renderPage,
  jobs: jobOptions,
  onRoute,
  logStream,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      env.LOG_LEVEL === 'silent'
        ? false
        : {
            level: env.LOG_LEVEL,
            redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
            serializers: { err: serializeErrorForLog },
            ...(logStream ? { stream: logStream } : {}),
          },
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  if (onRoute) app.addHook('onRoute', onRoute);
  registerErrorHandler(app);
  await app.register(loadSheddingPlugin, {
    maxEventLoopDelayMs: env.MAX_EVENT_LOOP_DELAY_MS,
    pglite:
      dbKind === 'pglite'
        ? { poolSize: env.PGLITE_POOL_SIZE, maxWaitMs: env.PGLITE_MAX_QUEUE_WAIT_MS }
        : null,
  });

  const ctx = await buildAppContext(app, { db, dbKind, env, mailer, clock, jobs: jobOptions });
  const auth = buildAuthModule(ctx);

  await app.register(securityPlugin, { mapTileOrigin: null });
  await app.register(openApiPlugin, { publicUrl: env.PUBLIC_URL });
  await app.register(compressionPlugin);
  // Sessions are read before any route runs, so auth's currentUser is built ahead of the list.
  await app.register(sessionPlugin, { findUser: auth.currentUser, cookieSecure: env.COOKIE_SECURE });
  await app.register(idempotencyPlugin, { db });

  // Feature modules: each builds its own repositories and services from the shared context.
  const eventsModule = buildEventsModule(ctx);
  const imagesModule = buildImagesModule(ctx);
  const discoveryModule = buildDiscoveryModule(ctx);
  const modules: FeatureModule[] = [
    buildHealthModule(ctx),
    auth,
    buildLocationModule(ctx),
    eventsModule,
    buildBookmarksModule(ctx),
    buildRsvpModule(ctx),
    imagesModule,
    buildSocialModule(ctx),
    buildCalendarFeedModule(ctx),
    buildAdminModule(ctx),
    discoveryModule,
    buildVendorsModule(ctx),
    buildProfilesModule(ctx),
    // The planner creates events and posters through the same services as /create-event, and
    // finds events through the same sources as /discover-events.
    buildPlannerModule(ctx, {
      hosting: eventsModule.hostingFor,
      posters: imagesModule.postersFor,
      discovery: discoveryModule.find,
    }),
    buildSeoModule(ctx),
  ];
  for (const module of modules) {
    await app.register(module.routes, { prefix: '/api' });
    if (module.rootRoutes) await app.register(module.rootRoutes);
  }

  await ctx.jobs.start();
  app.addHook('onClose', () => ctx.jobs.stop());
  for (const module of modules) await module.start?.();

  if (clientDir) {
    const heads = modules.flatMap((m) => (m.renderHead ? [m.renderHead] : []));
    await app.register(clientAppPlugin, {
      clientDir,
      site: siteOriginOf(env),
      ...(renderPage ? { renderPage } : {}),
      renderHead: async (path, siteUrl) => {
        for (const render of heads) {
          const head = await render(path, siteUrl);
          if (head) return head;
        }
        return null;
      },
    });
  }
  return app;
}
