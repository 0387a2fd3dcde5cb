import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  calendarFeedFileParamsSchema,
  calendarFeedLinksSchema,
  calendarFeedStatusSchema,
} from '#shared/contracts/calendar-feed.ts';
import { errorResponses } from '#shared/contracts/common.ts';
import { ICS_CONTENT_TYPE } from '#shared/lib/calendar/ics.ts';
import { type SiteOrigin, siteUrlOf } from '../../lib/http/site-url.ts';
import { requireUser } from '../../plugins/session.ts';
import type { CalendarFeedService } from './calendar-feed.service.ts';

type Options = { service: CalendarFeedService; site: SiteOrigin };

export const calendarFeedRoutes: FastifyPluginAsyncZod<Options> = async (app, { service, site }) => {
  app.get(
    '/calendar/feed',
    { schema: { response: { 200: calendarFeedStatusSchema, ...errorResponses } } },
    async (request) => service.getFeedStatus(requireUser(request).id),
  );

  app.post(
    '/calendar/feed',
    { schema: { response: { 201: calendarFeedLinksSchema, ...errorResponses } } },
    async (request, reply) => {
      const links = await service.createFeedLink(requireUser(request).id, siteUrlOf(request, site));
      return reply.status(201).send(links);
    },
  );

  app.delete(
    '/calendar/feed',
    { schema: { response: { 200: calendarFeedStatusSchema, ...errorResponses } } },
    async (request) => service.revokeFeed(requireUser(request).id),
  );

  // The secret in the path is the credential: calendar apps poll it without any cookie. The body is
  // iCalendar text, not JSON, so no response schema (errors still get the shared error body).
  app.get(
    '/calendar/feed/:file',
    { schema: { params: calendarFeedFileParamsSchema } },
    async (request, reply) => {
      const body = await service.exportFeed(request.params.file, siteUrlOf(request, site));
      return reply
        .header('content-type', ICS_CONTENT_TYPE)
        .header('cache-control', 'private, max-age=300')
        .header('content-disposition', 'inline; filename="confetti-bookmarks.ics"')
        .header('x-robots-tag', 'noindex')
        .send(body);
    },
  );
};
