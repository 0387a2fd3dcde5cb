import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { storedImageParamsSchema, storedImageQuerySchema } from '#shared/contracts/images.ts';
import type { ImagesService } from './images.service.ts';
import { IMMUTABLE_CACHE, SITE_IMAGE_CACHE, sendImage } from './send-image.ts';
import { getBannerImage, getShareImage } from './site-images.ts';

/** Image bytes at the site root: stored images, category banners and the default share image. */
export const imagesRootRoutes: FastifyPluginAsyncZod<{ service: ImagesService }> = async (
  app,
  { service },
) => {
  app.get(
    '/images/:id',
    { schema: { params: storedImageParamsSchema, querystring: storedImageQuerySchema } },
    async (request, reply) => {
      const image = await service.findImage(request.params.id, request.query.size);
      return sendImage(request, reply, {
        bytes: image.data,
        contentType: image.contentType,
        etag: image.id,
        cacheControl: IMMUTABLE_CACHE,
      });
    },
  );

  app.get(
    '/banners/:kind.png',
    { schema: { params: z.object({ kind: z.string() }) } },
    async (request, reply) => {
      const banner = await getBannerImage(request.params.kind);
      return sendImage(request, reply, { ...banner, cacheControl: SITE_IMAGE_CACHE });
    },
  );

  app.get('/og-image.jpg', async (request, reply) => {
    const image = await getShareImage();
    return sendImage(request, reply, { ...image, cacheControl: SITE_IMAGE_CACHE });
  });
};
