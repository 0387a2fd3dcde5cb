import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, idParamSchema } from '#shared/contracts/common.ts';
import {
  generatedImageResponseSchema,
  generateEventImageBodySchema,
  generateImageForEventBodySchema,
} from '#shared/contracts/images.ts';
import { errorBodySchema } from '#shared/errors.ts';
import { requireUser } from '../../plugins/session.ts';
import type { ImagesService } from './images.service.ts';

const response = { 200: generatedImageResponseSchema, ...errorResponses, 502: errorBodySchema };

/** Image generation under /api (spec part 2 §7). */
export const imagesRoutes: FastifyPluginAsyncZod<{ service: ImagesService }> = async (app, { service }) => {
  app.post(
    '/events/generate-event-image',
    { schema: { body: generateEventImageBodySchema, response } },
    async (request) => service.generateEventImage(requireUser(request), request.body),
  );

  app.post(
    '/events/:id/generate-image',
    { schema: { params: idParamSchema, body: generateImageForEventBodySchema, response } },
    async (request) => service.generateImageForEvent(requireUser(request), request.params.id, request.body),
  );
};
