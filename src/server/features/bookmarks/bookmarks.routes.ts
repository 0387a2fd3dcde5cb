import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookmarkOrNullResponseSchema,
  bookmarkSchema,
  eventIdParamSchema,
} from '#shared/contracts/bookmarks.ts';
import { errorResponses, okResponseSchema } from '#shared/contracts/common.ts';
import { eventSchema } from '#shared/contracts/events.ts';
import { requireUser } from '../../plugins/session.ts';
import type { BookmarksService } from './bookmarks.service.ts';

export const bookmarksRoutes: FastifyPluginAsyncZod<{ service: BookmarksService }> = async (
  app,
  { service },
) => {
  app.get(
    '/bookmarks',
    { schema: { response: { 200: z.array(eventSchema), ...errorResponses } } },
    async (request) => service.listBookmarkedEvents(requireUser(request)),
  );

  app.get(
    '/bookmarks/:eventId',
    {
      schema: {
        params: eventIdParamSchema,
        response: { 200: bookmarkOrNullResponseSchema, ...errorResponses },
      },
    },
    async (request) => service.findBookmark(requireUser(request), request.params.eventId),
  );

  app.post(
    '/bookmarks/:eventId',
    {
      schema: {
        params: eventIdParamSchema,
        response: { 200: bookmarkSchema, 201: bookmarkSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { bookmark, isCreated } = await service.bookmarkEvent(
        requireUser(request),
        request.params.eventId,
      );
      return reply.status(isCreated ? 201 : 200).send(bookmark);
    },
  );

  app.delete(
    '/bookmarks/:eventId',
    { schema: { params: eventIdParamSchema, response: { 200: okResponseSchema, ...errorResponses } } },
    async (request) => {
      await service.unbookmarkEvent(requireUser(request), request.params.eventId);
      return { ok: true as const };
    },
  );
};
