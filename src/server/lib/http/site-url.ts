import type { FastifyRequest } from 'fastify';

/** The app's public origin: PUBLIC_URL when set, otherwise the scheme and host this request used. */
export function siteUrlOf(request: FastifyRequest, publicUrl?: string): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  return `${request.protocol}://${request.host}`;
}
