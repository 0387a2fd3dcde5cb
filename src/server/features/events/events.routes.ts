import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, okResponseSchema } from '#shared/contracts/common.ts';
import {
  createEventBodySchema,
  eventListResponseSchema,
  eventPathParamSchema,
  eventSchema,
  listEventsQuerySchema,
  recommendedVendorsQuerySchema,
  recommendedVendorsResponseSchema,
  searchEventsQuerySchema,
  searchEventsResponseSchema,
  similarEventsResponseSchema,
  updateEventBodySchema,
} from '#shared/contracts/events.ts';
import type { EventsService } from './events.service.ts';
import type { HostingService } from './hosting.service.ts';

type Options = { events: EventsService; hosting: HostingService };

export const eventsRoutes: FastifyPluginAsyncZod<Options> = async (app, { events, hosting }) => {
  app.get(
    '/events',
    {
      schema: {
        querystring: listEventsQuerySchema,
        response: { 200: eventListResponseSchema, ...errorResponses },
      },
    },
    async (request) => events.listEvents(request.query, { user: request.user, ip: request.ip }),
  );

  app.get(
    '/events/search',
    {
      schema: {
        querystring: searchEventsQuerySchema,
        response: { 200: searchEventsResponseSchema, ...errorResponses },
      },
    },
    async (request) => events.searchEvents(request.query, { user: request.user, ip: request.ip }),
  );

  app.get(
    '/events/:id',
    { schema: { params: eventPathParamSchema, response: { 200: eventSchema, ...errorResponses } } },
    async (request) => events.getEvent(request.params.id),
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
      config: { idempotency: true },
      schema: { body: createEventBodySchema, response: { 201: eventSchema, ...errorResponses } },
    },
    async (request, reply) => reply.status(201).send(await hosting.createEvent(request.user, request.body)),
  );

  app.patch(
    '/events/:id',
    {
      schema: {
        params: eventPathParamSchema,
        body: updateEventBodySchema,
        response: { 200: eventSchema, ...errorResponses },
      },
    },
    async (request) => hosting.updateEvent(request.user, request.params.id, request.body),
  );

  app.delete(
    '/events/:id',
    { schema: { params: eventPathParamSchema, response: { 200: okResponseSchema, ...errorResponses } } },
    async (request) => {
      await hosting.deleteEvent(request.user, request.params.id);
      return { ok: true as const };
    },
  );
};
