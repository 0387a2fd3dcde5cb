import { siteOriginOf } from '../../lib/http/site-url.ts';
import { createRateLimiter } from '../../lib/rate-limit/rate-limiter.ts';
import type { AppContext, FeatureModule } from '../module.ts';
import { guestListRoutes } from './guest-list.routes.ts';
import { createGuestListService } from './guest-list.service.ts';
import { guestRsvpRoutes } from './guest-rsvp.routes.ts';
import { createGuestRsvpService } from './guest-rsvp.service.ts';
import { createRsvpRepository } from './rsvp.repository.ts';
import { rsvpRoutes } from './rsvp.routes.ts';
import { createRsvpService } from './rsvp.service.ts';
import { createAnswerWriter } from './rsvp-answer.ts';
import { createReminderJob } from './rsvp-reminders.ts';
import { createRsvpSettingsService } from './rsvp-settings.service.ts';

/** Guests' answers (RSVP), capacity and waitlist, the host's guest list, reminders. */
export function buildRsvpModule(ctx: AppContext): FeatureModule {
  const repo = createRsvpRepository(ctx.db);
  const answers = createAnswerWriter({ repo, mailer: ctx.mailer, jobs: ctx.jobs, clock: ctx.clock });
  const guestRsvp = createGuestRsvpService({
    repo,
    answers,
    mailer: ctx.mailer,
    rateLimiter: createRateLimiter(ctx.db),
    clock: ctx.clock,
    isGuestRsvpOpen: () => ctx.settings.current().isGuestRsvpOpen,
  });
  const service = createRsvpService({ repo, answers, guestRsvp, clock: ctx.clock });
  const settings = createRsvpSettingsService({ repo, mailer: ctx.mailer, clock: ctx.clock });
  const guests = createGuestListService({
    repo,
    mailer: ctx.mailer,
    rateLimiter: createRateLimiter(ctx.db),
    jobs: ctx.jobs,
  });
  ctx.jobs.work('rsvp.message', (data) => guests.sendMessage(data), { retryLimit: 3 });
  ctx.jobs.work(
    'rsvp.remind',
    createReminderJob({ repo, mailer: ctx.mailer, jobs: ctx.jobs, clock: ctx.clock }),
    {
      retryLimit: 5,
      retryDelaySeconds: 60,
    },
  );
  return {
    routes: async (app) => {
      await app.register(rsvpRoutes, { service, settings, site: siteOriginOf(ctx.env) });
      await app.register(guestRsvpRoutes, { guestRsvp, site: siteOriginOf(ctx.env) });
      await app.register(guestListRoutes, { guests, rsvp: service, site: siteOriginOf(ctx.env) });
    },
  };
}
