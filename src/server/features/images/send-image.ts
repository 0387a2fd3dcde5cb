import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchesEtag } from '../../lib/http/etag.ts';

/** Content-addressed URLs never change meaning, so browsers and CDNs may keep them for a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/**
 * Banners and the share image live at fixed URLs that a new release may redraw: cached for a week,
 * then revalidated cheaply through the ETag.
 */
export const SITE_IMAGE_CACHE = 'public, max-age=604800, stale-while-revalidate=86400';

type Image = { bytes: Buffer; contentType: string; etag: string; cacheControl: string };

/** Sends image bytes with a strong ETag and caching headers, or 304 when the client has them. */
export function sendImage(request: FastifyRequest, reply: FastifyReply, image: Image): FastifyReply {
  const etag = `"${image.etag}"`;
  reply
    .header('etag', etag)
    .header('cache-control', image.cacheControl)
    // Public pictures: other sites (share previews, embeds) may show them.
    .header('cross-origin-resource-policy', 'cross-origin');
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
  return reply.type(image.contentType).send(image.bytes);
}
