import { RESEND_VERIFICATION_PER_HOUR } from '#shared/constants.ts';
import { siteOriginOf } from '../../lib/http/site-url.ts';
import { createRateLimiter } from '../../lib/rate-limit/rate-limiter.ts';
import { createPasswordHasher } from '../../lib/security/password.ts';
import type { AppContext, FeatureModule } from '../module.ts';
import { authRoutes } from './auth.routes.ts';
import { type AuthService, createAuthService } from './auth.service.ts';
import { createSessionsRepository } from './sessions.repository.ts';
import { createUsersRepository } from './users.repository.ts';

/**
 * Accounts and sessions: register, verify, sign in and out. Besides its routes it hands the app
 * shell `currentUser`, which the session plugin calls on every request before any route runs.
 */
export function buildAuthModule(
  ctx: AppContext,
): FeatureModule & { currentUser: AuthService['currentUser'] } {
  const { env } = ctx;
  const service = createAuthService({
    usersRepo: createUsersRepository(ctx.db),
    sessionsRepo: createSessionsRepository(ctx.db),
    rateLimiter: createRateLimiter(ctx.db),
    hasher: createPasswordHasher(env.PASSWORD_HASH_COST),
    mailer: ctx.mailer,
    clock: ctx.clock,
    site: () => ctx.settings.current(),
    limits: {
      registerPerHour: env.RATE_LIMIT_REGISTER_PER_HOUR,
      loginPerHour: env.RATE_LIMIT_LOGIN_PER_HOUR,
      maxFailures: env.LOGIN_MAX_FAILURES,
      lockoutMinutes: env.LOGIN_LOCKOUT_MINUTES,
      sessionTtlDays: env.SESSION_TTL_DAYS,
      resendVerificationPerHour: RESEND_VERIFICATION_PER_HOUR,
    },
  });
  return {
    currentUser: service.currentUser,
    routes: async (app) => {
      await app.register(authRoutes, { service, site: siteOriginOf(env) });
    },
  };
}
