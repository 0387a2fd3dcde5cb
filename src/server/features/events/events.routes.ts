import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, okResponseSchema } from '#shared/contracts/common.ts';
import {
  createEventBodySchema,
  eventFullListResponseSchema,
  eventListResponseSchema,
  eventPathParamSchema,
  eventSchema,
  eventScopeQuerySchema,
  eventsFeedQuerySchema,
  listEventsQuerySchema,
  recommendedVendorsQuerySchema,
  recommendedVendorsResponseSchema,
  searchEventsQuerySchema,
  searchEventsResponseSchema,
  seriesDatesResponseSchema,
  similarEventsResponseSchema,
  updateEventBodySchema,
} from '#shared/contracts/events.ts';
import { ICS_CONTENT_TYPE } from '#shared/lib/calendar/ics.ts';
import { isNotModified } from '../../lib/http/etag.ts';
import { sendJsonParts } from '../../lib/http/json-reply.ts';
import { type SiteOrigin, siteUrlOf } from '../../lib/http/site-url.ts';
import { markCreated } from '../../plugins/idempotency.ts';
import type { EventListsService } from './event-lists.service.ts';
import type { EventSeriesService } from './event-series.service.ts';
import type { EventsService } from './events.service.ts';
import type { EventsFeedService } from './events-feed.service.ts';
import type { HostingService } from './hosting.service.ts';

type Options = {
  events: EventsService;
  lists: EventListsService;
  feed: EventsFeedService;
  series: EventSeriesService;
  hosting: HostingService;
  site: SiteOrigin;
};

// Lists and searches answer the schemas above in two parts: the page (serialized once while it is
// cached) and the asker's own fields; see sendJsonParts.
const listPageSchema = eventListResponseSchema.omit({ userLocation: true });
const fullListPageSchema = eventFullListResponseSchema.omit({ userLocation: true });
const listOwnSchema = eventListResponseSchema.pick({ userLocation: true });
const searchOwnSchema = searchEventsResponseSchema.pick({
  userLocation: true,
  interpreted: true,
  suggestions: true,
});

export const eventsRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { events, lists, feed, series, hosting, site },
) => {
  app.get(
    '/events',
    {
      schema: {
        querystring: listEventsQuerySchema,
        response: { 200: eventListResponseSchema.or(eventFullListResponseSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { page, userLocation } = await lists.listEvents(request.query, {
        user: request.user,
        ip: request.ip,
      });
      return sendJsonParts(
        request,
        reply,
        // A page asked in full holds full events (see EventShape); it is checked as such.
        {
          value: page,
          schema: request.query.full ? (fullListPageSchema as typeof listPageSchema) : listPageSchema,
        },
        { value: { userLocation }, schema: listOwnSchema },
      );
    },
  );

  app.get(
    '/events/search',
    {
      schema: {
        querystring: searchEventsQuerySchema,
        response: { 200: searchEventsResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { page, ...own } = await lists.searchEvents(request.query, {
        user: request.user,
        ip: request.ip,
      });
      return sendJsonParts(
        request,
        reply,
        { value: page, schema: listPageSchema },
        { value: own, schema: searchOwnSchema },
      );
    },
  );

  // The public feed is iCalendar text, not JSON, so it has no response schema (errors still get the
  // shared error body). Calendar apps poll it; a 304 answers a poll when nothing changed.
  app.get(
    '/calendar/feeds/events.ics',
    { schema: { querystring: eventsFeedQuerySchema } },
    async (request, reply) => {
      const { body, etag, lastModified } = await feed.feedCalendar(request.query, siteUrlOf(request, site));
      reply
        .header('cache-control', 'public, max-age=900')
        .header('etag', etag)
        .header('last-modified', lastModified.toUTCString())
        .header('x-robots-tag', 'noindex');
      if (isNotModified(request.headers, etag, lastModified)) return reply.status(304).send();
      return reply
        .header('content-type', ICS_CONTENT_TYPE)
        .header('content-disposition', 'inline; filename="confetti-events.ics"')
        .send(body);
    },
  );

  app.get(
    '/events/:id',
    { schema: { params: eventPathParamSchema, response: { 200: eventSchema, ...errorResponses } } },
    async (request) => events.getEvent(request.params.id),
  );

  app.get(
    '/events/:id/series',
    {
      schema: {
        params: eventPathParamSchema,
        response: { 200: seriesDatesResponseSchema, ...errorResponses },
      },
    },
    async (request) => series.getSeriesDates(request.params.id),
  );

  // One event's calendar file; a date of a series gets the series' RRULE entry.
  app.get(
    '/events/:id/calendar.ics',
    { schema: { params: eventPathParamSchema } },
    async (request, reply) => {
      const body = await events.eventCalendar(request.params.id, siteUrlOf(request, site));
      return reply
        .header('content-type', ICS_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="confetti-event-${request.params.id}.ics"`)
        .header('x-robots-tag', 'noindex')
        .send(body);
    },
  );

  app.get(
    '/events/:id/similar',
    {
      schema: {
        params: eventPathParamSchema,
        response: { 200: similarEventsResponseSchema, ...errorResponses },
      },
    },
    async (request) => events.findSimilar(request.params.id),
  );

  app.get(
    '/events/:id/vendors',
    {
      schema: {
        params: eventPathParamSchema,
        querystring: recommendedVendorsQuerySchema,
        response: { 200: recommendedVendorsResponseSchema, ...errorResponses },
      },
    },
    async (request) => events.recommendVendors(request.params.id, request.query.limit),
  );

  app.post(
    '/events',
    {
      config: { idempotency: { replayCreated: (id) => events.getEvent(id) } },
      schema: { body: createEventBodySchema, response: { 201: eventSchema, ...errorResponses } },
    },
    async (request, reply) =>
      reply.status(201).send(await hosting.createEvent(request.user, request.body, markCreated(request))),
  );

  app.patch(
    '/events/:id',
    {
      schema: {
        params: eventPathParamSchema,
        querystring: eventScopeQuerySchema,
        body: updateEventBodySchema,
        response: { 200: eventSchema, ...errorResponses },
      },
    },
    async (request) =>
      hosting.updateEvent(request.user, request.params.id, request.body, request.query.scope),
  );

  app.delete(
    '/events/:id',
    {
      schema: {
        params: eventPathParamSchema,
        querystring: eventScopeQuerySchema,
        response: { 200: okResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await hosting.deleteEvent(request.user, request.params.id, request.query.scope);
      return { ok: true as const };
    },
  );
};
