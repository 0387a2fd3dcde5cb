import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, okResponseSchema } from '#shared/contracts/common.ts';
import { guestRsvpSchema, guestTokenParamSchema, putGuestRsvpBodySchema } from '#shared/contracts/rsvp.ts';
import { type SiteOrigin, siteUrlOf } from '../../lib/http/site-url.ts';
import type { GuestRsvpService } from './guest-rsvp.service.ts';

type Options = { guestRsvp: GuestRsvpService; site: SiteOrigin };

/** A guest without an account: the private link from the mail is the credential. */
export const guestRsvpRoutes: FastifyPluginAsyncZod<Options> = async (app, { guestRsvp, site }) => {
  app.get(
    '/rsvp/guest/:token',
    { schema: { params: guestTokenParamSchema, response: { 200: guestRsvpSchema, ...errorResponses } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
      return guestRsvp.getGuestRsvp(request.params.token);
    },
  );

  app.post(
    '/rsvp/guest/:token/confirm',
    { schema: { params: guestTokenParamSchema, response: { 200: guestRsvpSchema, ...errorResponses } } },
    async (request) => guestRsvp.confirmGuestRsvp(request.params.token, siteUrlOf(request, site)),
  );

  app.put(
    '/rsvp/guest/:token',
    {
      schema: {
        params: guestTokenParamSchema,
        body: putGuestRsvpBodySchema,
        response: { 200: guestRsvpSchema, ...errorResponses },
      },
    },
    async (request) =>
      guestRsvp.putGuestRsvpByToken(request.params.token, request.body, siteUrlOf(request, site)),
  );

  app.delete(
    '/rsvp/guest/:token',
    { schema: { params: guestTokenParamSchema, response: { 200: okResponseSchema, ...errorResponses } } },
    async (request) => {
      await guestRsvp.deleteGuestRsvpByToken(request.params.token, siteUrlOf(request, site));
      return { ok: true as const };
    },
  );
};
