import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  loginBodySchema,
  messageResponseSchema,
  registerBodySchema,
  updateUserBodySchema,
  userResponseSchema,
  verifyEmailBodySchema,
} from '#shared/contracts/auth.ts';
import { errorResponses } from '#shared/contracts/common.ts';
import { type SiteOrigin, siteUrlOf } from '../../lib/http/site-url.ts';
import { clearSessionCookie, requireUser, setSessionCookie } from '../../plugins/session.ts';
import type { AuthService } from './auth.service.ts';

export const authRoutes: FastifyPluginAsyncZod<{ service: AuthService; site: SiteOrigin }> = async (
  app,
  { service, site },
) => {
  app.get(
    '/user',
    { schema: { response: { 200: userResponseSchema, ...errorResponses } } },
    async (request) => {
      return requireUser(request);
    },
  );

  app.post(
    '/register',
    { schema: { body: registerBodySchema, response: { 201: userResponseSchema, ...errorResponses } } },
    async (request, reply) => {
      const user = await service.registerUser(request.body, {
        ip: request.ip,
        siteUrl: siteUrlOf(request, site),
      });
      return reply.status(201).send(user);
    },
  );

  app.post(
    '/login',
    { schema: { body: loginBodySchema, response: { 200: userResponseSchema, ...errorResponses } } },
    async (request, reply) => {
      // Rotate: whatever session the browser held before is ended, and a new id is issued.
      await service.logOut(request.sessionToken);
      const session = await service.logIn(request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
      });
      setSessionCookie(request, reply, session.token, session.expiresAt);
      return session.user;
    },
  );

  app.post(
    '/logout',
    { schema: { response: { 200: z.object({ ok: z.literal(true) }) } } },
    async (request, reply) => {
      await service.logOut(request.sessionToken);
      clearSessionCookie(reply);
      return { ok: true as const };
    },
  );

  app.patch(
    '/user',
    { schema: { body: updateUserBodySchema, response: { 200: userResponseSchema, ...errorResponses } } },
    async (request) => service.updateProfile(requireUser(request), request.body),
  );

  app.post(
    '/resend-verification',
    { schema: { response: { 200: messageResponseSchema, ...errorResponses } } },
    async (request) =>
      service.resendVerification(requireUser(request), { siteUrl: siteUrlOf(request, site) }),
  );

  app.post(
    '/verify-email',
    { schema: { body: verifyEmailBodySchema, response: { 200: messageResponseSchema, ...errorResponses } } },
    async (request) => {
      await service.verifyEmail(request.body.token);
      return { message: 'Your email address is verified. You can now log in.' };
    },
  );
};
