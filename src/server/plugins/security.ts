import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors/app-errors.ts';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Security headers with a strict CSP the built client satisfies, and CSRF defence for
 * cookie-authenticated writes: a browser's Origin (or Referer) must name the host the request
 * was served on, so the app works on any hostname and port without configuration.
 */
export const securityPlugin = fp<{ mapTileOrigin: string | null }>(async (app: FastifyInstance, opts) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix injects small <style> tags for scroll locking; scripts stay strictly same-origin.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Share popups must be able to report back that they closed.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    strictTransportSecurity: false,
  });
  void opts;

  app.addHook('onRequest', async (request) => {
    if (!UNSAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = request.headers.origin ?? refererOrigin(request.headers.referer);
    const fetchSite = request.headers['sec-fetch-site'];
    if (origin && origin !== 'null') {
      let host: string;
      try {
        host = new URL(origin).host;
      } catch {
        throw csrfError();
      }
      if (host !== request.host) throw csrfError();
      return;
    }
    if (origin === 'null' || (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none'))
      throw csrfError();
  });
});

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}

function csrfError(): AppError {
  return new AppError(
    403,
    'CSRF_REJECTED',
    'This request came from another site and was blocked. Reload Confetti and try again.',
  );
}
