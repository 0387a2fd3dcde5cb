import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  storedImageParamsSchema,
  storedImageQuerySchema,
  storedImageWebpParamsSchema,
} from '#shared/contracts/images.ts';
import type { ImagesService } from './images.service.ts';
import { IMMUTABLE_CACHE, SITE_IMAGE_CACHE, sendImage } from './send-image.ts';
import { getBannerImage, getBannerWebp, getShareImage } from './site-images.ts';

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

  // A stored size as WebP at a width of the pages' srcset: content-addressed like the sizes.
  app.get(
    '/images/:id/:file',
    { schema: { params: storedImageWebpParamsSchema } },
    async (request, reply) => {
      const { id, file } = request.params;
      const image = await service.findWebpImage(id, file.variant, file.width);
      return sendImage(request, reply, {
        bytes: image.data,
        contentType: image.contentType,
        etag: image.id,
        cacheControl: IMMUTABLE_CACHE,
      });
    },
  );

  // `{kind}.png` (the share-card size) or `{kind}-{width}.webp` (the widths of BANNER_WIDTHS).
  app.get(
    '/banners/:file',
    { schema: { params: z.object({ file: z.string().max(100) }) } },
    async (request, reply) => {
      const { file } = request.params;
      const webp = /^([a-z0-9-]+)-(\d{3,4})\.webp$/.exec(file);
      const png = /^([a-z0-9-]+)\.png$/.exec(file);
      const banner = webp
        ? await getBannerWebp(webp[1]!, Number(webp[2]))
        : await getBannerImage(png?.[1] ?? file.replace(/\.[^.]*$/, ''));
      return sendImage(request, reply, { ...banner, cacheControl: SITE_IMAGE_CACHE });
    },
  );

  app.get('/og-image.jpg', async (request, reply) => {
    const image = await getShareImage();
    return sendImage(request, reply, { ...image, cacheControl: SITE_IMAGE_CACHE });
  });
};
