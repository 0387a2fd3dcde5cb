import type { FastifyRequest } from 'fastify';

/** Where links in mail, feeds and page metadata may point. */
export type SiteOrigin = {
  /** The configured public origin; when set it is used for every link. */
  publicUrl?: string;
  /** Hosts (host or host:port, lower case) the server answers for besides the loopback names. */
  allowedHosts: readonly string[];
};

// A request to the machine itself can only come from the machine, so the loopback names are
// always trusted, on any port.
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

export function siteOriginOf(env: { PUBLIC_URL?: string; ALLOWED_HOSTS?: readonly string[] }): SiteOrigin {
  return { publicUrl: env.PUBLIC_URL, allowedHosts: env.ALLOWED_HOSTS ?? [] };
}

/** Splits a Host value into its lower-case name and port; null when it is not a valid host. */
export function parseHost(host: string): { name: string; port: string } | null {
  if (!host || /[\s/\\?#@]/.test(host)) return null;
  try {
    const url = new URL(`http://${host}`);
    return { name: url.hostname.toLowerCase(), port: url.port };
  } catch {
    return null;
  }
}

export function isAllowedHost(host: string, allowedHosts: readonly string[]): boolean {
  const parsed = parseHost(host);
  if (!parsed) return false;
  if (LOOPBACK.has(parsed.name)) return true;
  return allowedHosts.some((entry) => {
    const allowed = parseHost(entry);
    if (!allowed || allowed.name !== parsed.name) return false;
    // An entry without a port accepts the name on any port.
    return allowed.port === '' || allowed.port === parsed.port;
  });
}

/** The address this connection reached, e.g. 127.0.0.1:3000, for when no host can be trusted. */
function listeningAddressOf(request: FastifyRequest): string {
  const socket = request.raw.socket;
  let address = socket?.localAddress?.replace(/^::ffff:/, '') || 'localhost';
  if (address.includes(':')) address = `[${address}]`;
  const port = socket?.localPort;
  return port ? `${address}:${port}` : address;
}

/**
 * The app's public origin for links: PUBLIC_URL when set; otherwise the request's own host if the
 * server answers for it (ALLOWED_HOSTS or loopback). Any other Host header is someone else's name,
 * so links fall back to the first allowed host, or the address the server listens on.
 */
export function siteUrlOf(request: FastifyRequest, site: SiteOrigin): string {
  if (site.publicUrl) return site.publicUrl.replace(/\/+$/, '');
  if (isAllowedHost(request.host, site.allowedHosts)) return `${request.protocol}://${request.host}`;
  const fallback = site.allowedHosts[0] ?? listeningAddressOf(request);
  return `${request.protocol}://${fallback}`;
}
