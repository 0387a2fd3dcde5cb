import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { User } from '#shared/contracts/auth.ts';
import { ForbiddenError, UnauthenticatedError } from '../lib/errors/app-errors.ts';

export const SESSION_COOKIE = 'confetti_session';

declare module 'fastify' {
  interface FastifyRequest {
    user: User | null;
    sessionToken: string | undefined;
  }
  interface FastifyContextConfig {
    /** The route never reads the user: the session cookie is not looked up (no database read). */
    isSessionFree?: boolean;
  }
}

type SessionPluginOptions = {
  findUser(token: string): Promise<User | null>;
  cookieSecure: 'auto' | 'true' | 'false';
};

/** Reads the session cookie on every request and puts the signed-in user (or null) on `request.user`. */
export const sessionPlugin = fp<SessionPluginOptions>(async (app: FastifyInstance, opts) => {
  await app.register(cookie);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', undefined);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || request.routeOptions.config?.isSessionFree) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 100) return;
    request.sessionToken = token;
    request.user = await opts.findUser(token);
  });
  app.decorate('sessionCookieSecure', opts.cookieSecure);
});

declare module 'fastify' {
  interface FastifyInstance {
    sessionCookieSecure: 'auto' | 'true' | 'false';
  }
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
): void {
  const mode = request.server.sessionCookieSecure;
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: mode === 'true' || (mode === 'auto' && request.protocol === 'https'),
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
}

/** The signed-in user, or a 401 the client turns into a trip to /auth. */
export function requireUser(request: FastifyRequest): User {
  if (!request.user) throw new UnauthenticatedError();
  return request.user;
}

/**
 * The signed-in administrator, or a 403 with `message`.
 * @public Kept for the admin-only routes (vendor verification, the admin screens).
 */
export function requireAdmin(request: FastifyRequest, message = 'Only administrators can do that.'): User {
  const user = requireUser(request);
  if (!user.isAdmin) throw new ForbiddenError(message);
  return user;
}
