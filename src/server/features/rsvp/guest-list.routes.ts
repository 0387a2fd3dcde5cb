import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, okResponseSchema } from '#shared/contracts/common.ts';
import {
  guestIdParamSchema,
  guestListQuerySchema,
  guestListResponseSchema,
  guestMessageBodySchema,
  guestMessageResponseSchema,
  rsvpEventParamSchema,
  unsubscribeParamSchema,
} from '#shared/contracts/rsvp.ts';
import { type SiteOrigin, siteUrlOf } from '../../lib/http/site-url.ts';
import { requireUser } from '../../plugins/session.ts';
import type { GuestListService } from './guest-list.service.ts';
import type { RsvpService } from './rsvp.service.ts';

type Options = { guests: GuestListService; rsvp: RsvpService; site: SiteOrigin };

export const guestListRoutes: FastifyPluginAsyncZod<Options> = async (app, { guests, rsvp, site }) => {
  app.get(
    '/events/:id/guests',
    {
      schema: {
        params: rsvpEventParamSchema,
        querystring: guestListQuerySchema,
        response: { 200: guestListResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return guests.listGuests(request.params.id, request.user ?? null, request.query);
    },
  );

  // CSV text, not JSON: no response schema (errors still get the shared error body).
  app.get('/events/:id/guests.csv', { schema: { params: rsvpEventParamSchema } }, async (request, reply) => {
    const { lines } = await guests.exportCsv(request.params.id, requireUser(request));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="guests-event-${request.params.id}.csv"`)
      .header('cache-control', 'private, no-store')
      .send(Readable.from(lines));
  });

  app.delete(
    '/events/:id/guests/:guestId',
    { schema: { params: guestIdParamSchema, response: { 200: okResponseSchema, ...errorResponses } } },
    async (request) => {
      const { id, guestId } = request.params;
      await rsvp.removeGuest(id, guestId, requireUser(request), siteUrlOf(request, site));
      return { ok: true as const };
    },
  );

  app.post(
    '/events/:id/guests/message',
    {
      config: { idempotency: true },
      schema: {
        params: rsvpEventParamSchema,
        body: guestMessageBodySchema,
        response: { 202: guestMessageResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const result = await guests.messageGuests(
        request.params.id,
        requireUser(request),
        request.body,
        siteUrlOf(request, site),
      );
      return reply.status(202).send(result);
    },
  );

  app.post(
    '/rsvp/unsubscribe/:token',
    { schema: { params: unsubscribeParamSchema, response: { 200: okResponseSchema, ...errorResponses } } },
    async (request) => {
      await guests.unsubscribe(request.params.token);
      return { ok: true as const };
    },
  );
};
