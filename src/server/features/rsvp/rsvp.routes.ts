import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, okResponseSchema } from '#shared/contracts/common.ts';
import { eventScopeQuerySchema } from '#shared/contracts/events.ts';
import {
  goingCountsResponseSchema,
  myRsvpsResponseSchema,
  pendingRsvpSchema,
  putRsvpBodySchema,
  rsvpCountsQuerySchema,
  rsvpEventParamSchema,
  rsvpSchema,
  rsvpSettingsSchema,
  rsvpStateSchema,
  updateRsvpSettingsBodySchema,
} from '#shared/contracts/rsvp.ts';
import { type SiteOrigin, siteUrlOf } from '../../lib/http/site-url.ts';
import { requireUser } from '../../plugins/session.ts';
import type { RsvpService } from './rsvp.service.ts';
import type { RsvpSettingsService } from './rsvp-settings.service.ts';

type Options = { service: RsvpService; settings: RsvpSettingsService; site: SiteOrigin };

export const rsvpRoutes: FastifyPluginAsyncZod<Options> = async (app, { service, settings, site }) => {
  app.get(
    '/events/:id/rsvp',
    { schema: { params: rsvpEventParamSchema, response: { 200: rsvpStateSchema, ...errorResponses } } },
    async (request) => service.getState(request.params.id, request.user ?? null),
  );

  // Signed in: the answer counts at once (200). A guest: 202, nothing counts until the mailed link is opened.
  app.put(
    '/events/:id/rsvp',
    {
      config: { idempotency: true },
      schema: {
        params: rsvpEventParamSchema,
        body: putRsvpBodySchema,
        response: { 200: rsvpSchema, 202: pendingRsvpSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const result = await service.putRsvp(
        request.params.id,
        request.user ?? null,
        request.body,
        siteUrlOf(request, site),
      );
      return reply.status('isPending' in result ? 202 : 200).send(result);
    },
  );

  app.delete(
    '/events/:id/rsvp',
    { schema: { params: rsvpEventParamSchema, response: { 200: okResponseSchema, ...errorResponses } } },
    async (request) => {
      await service.deleteRsvp(request.params.id, requireUser(request), siteUrlOf(request, site));
      return { ok: true as const };
    },
  );

  app.put(
    '/events/:id/rsvp/settings',
    {
      schema: {
        params: rsvpEventParamSchema,
        querystring: eventScopeQuerySchema,
        body: updateRsvpSettingsBodySchema,
        response: { 200: rsvpSettingsSchema, ...errorResponses },
      },
    },
    async (request) =>
      settings.updateSettings(
        request.params.id,
        requireUser(request),
        request.body,
        siteUrlOf(request, site),
        request.query.scope,
      ),
  );

  app.get(
    '/rsvps',
    { schema: { response: { 200: myRsvpsResponseSchema, ...errorResponses } } },
    async (request) => service.listMyRsvps(requireUser(request)),
  );

  app.get(
    '/rsvps/counts',
    {
      schema: {
        querystring: rsvpCountsQuerySchema,
        response: { 200: goingCountsResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=30');
      return service.getGoingCounts(request.query.ids);
    },
  );
};
