import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors/app-errors.ts';
import { EARLY_CLICKS_CSP_SOURCE } from '../lib/http/early-clicks.ts';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const HSTS = 'max-age=31536000';

/**
 * Security headers with a strict CSP the built client satisfies, and CSRF defence for
 * cookie-authenticated writes: a browser's Origin (or Referer) must name the scheme, host and port
 * the request was served on, so the app works on any hostname and port without configuration.
 */
export const securityPlugin = fp<{ mapTileOrigin: string | null }>(async (app: FastifyInstance, opts) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The one inline script is the press holder of server-rendered pages, allowed by its hash.
        scriptSrc: ["'self'", EARLY_CLICKS_CSP_SOURCE],
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
      // Scheme, host and port must all match: an https:// page is another origin than the http:// app.
      if (origin !== servedOrigin(request)) throw csrfError();
      return;
    }
    if (origin === 'null' || (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none'))
      throw csrfError();
    // A browser sends Origin on every write it makes; a cookie-carrying browser write with neither
    // Origin nor Referer cannot be checked, so it is refused. Scripts (curl, tests) are not browsers.
    if (request.headers.cookie && isBrowser(request)) throw csrfError();
  });

  // A browser that reached the app over HTTPS keeps to HTTPS for a year. Only when the request
  // really arrived over TLS: on the socket, or as told by a proxy trusted with TRUST_PROXY
  // (X-Forwarded-Proto); a plain-HTTP deployment must not be told to use HTTPS it does not serve.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    return payload;
  });

  // Answers that depend on who is asking must never be stored by a browser or a shared cache.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/')) return payload;
    if (request.user || request.headers.cookie || reply.hasHeader('set-cookie'))
      reply.header('cache-control', 'private, no-store');
    return payload;
  });
});

/** The origin this request was served on, normalised as browsers write it (no default port). */
function servedOrigin(request: FastifyRequest): string | null {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return null;
  }
}

function isBrowser(request: FastifyRequest): boolean {
  if (request.headers['sec-fetch-mode'] || request.headers['sec-fetch-site']) return true;
  return /^Mozilla\//.test(request.headers['user-agent'] ?? '');
}

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
