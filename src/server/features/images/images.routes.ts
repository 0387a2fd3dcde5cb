import type { IncomingMessage } from 'node:http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, idParamSchema } from '#shared/contracts/common.ts';
import {
  generatedImageResponseSchema,
  generateEventImageBodySchema,
  generateImageForEventBodySchema,
  MAX_UPLOAD_BYTES,
  uploadImageQuerySchema,
} from '#shared/contracts/images.ts';
import { errorBodySchema } from '#shared/errors.ts';
import { BadRequestError } from '../../lib/errors/app-errors.ts';
import { requireUser } from '../../plugins/session.ts';
import type { ImagesService } from './images.service.ts';

const response = { 200: generatedImageResponseSchema, ...errorResponses, 502: errorBodySchema };

/** Image generation under /api. */
export const imagesRoutes: FastifyPluginAsyncZod<{ service: ImagesService }> = async (app, { service }) => {
  app.post(
    '/events/generate-event-image',
    { schema: { body: generateEventImageBodySchema, response } },
    async (request) => service.generateEventImage(requireUser(request), request.body),
  );

  const uploadRoutes: FastifyPluginAsyncZod = async (uploads) => {
    // The file is the raw body. Its declared type only routes it here: the bytes decide what it is.
    // The size is counted while it streams, so an oversized file is a 400 before it is all read.
    const readFile = (
      _request: unknown,
      payload: IncomingMessage,
      done: (error: Error | null, body?: Buffer) => void,
    ) => {
      const chunks: Buffer[] = [];
      let size = 0;
      let finished = false;
      payload.on('data', (chunk: Buffer) => {
        if (finished) return;
        size += chunk.length;
        if (size > MAX_UPLOAD_BYTES) {
          finished = true;
          payload.resume();
          done(new BadRequestError('The image is larger than 5 MB. Choose a smaller file.'), undefined);
          return;
        }
        chunks.push(chunk);
      });
      payload.on('end', () => {
        if (finished) return;
        finished = true;
        done(null, Buffer.concat(chunks));
      });
      payload.on('error', (error) => {
        if (finished) return;
        finished = true;
        done(error, undefined);
      });
    };
    uploads.addContentTypeParser('application/octet-stream', readFile);
    uploads.addContentTypeParser(/^image\//, readFile);
    uploads.post(
      '/images/uploads',
      {
        schema: { querystring: uploadImageQuerySchema, response },
        bodyLimit: MAX_UPLOAD_BYTES * 4,
        onRequest: async (request) => void requireUser(request),
      },
      async (request) => {
        const body = request.body;
        if (!Buffer.isBuffer(body) || body.length === 0)
          throw new BadRequestError('Send the image file as the request body.');
        return service.uploadImage(requireUser(request), body, request.query.fit);
      },
    );
  };
  await app.register(uploadRoutes);

  app.post(
    '/events/:id/generate-image',
    { schema: { params: idParamSchema, body: generateImageForEventBodySchema, response } },
    async (request) => service.generateImageForEvent(requireUser(request), request.params.id, request.body),
  );
};
