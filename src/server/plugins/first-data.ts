import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ALL_EVENT_CATEGORIES } from '#shared/constants.ts';
import type { FirstData } from '#shared/contracts/first-data.ts';
import { SESSION_COOKIE } from './session.ts';

const EVENT_PATH = /^\/events\/([1-9]\d{0,9})\/?$/;
const MAX_ID = 2_147_483_647;

type Answer = { ok: boolean; body: unknown };

/**
 * Runs the API calls the page would make first, inside this process and as this visitor (same
 * session cookie, same IP), so the page's first data is exactly what the API would answer, with
 * the same checks of who is asking.
 */
function apiCaller(app: FastifyInstance, request: FastifyRequest) {
  const headers: Record<string, string> = {};
  if (request.headers.cookie) headers.cookie = request.headers.cookie;
  return async (url: string): Promise<Answer> => {
    const res = await app.inject({ method: 'GET', url: `/api${url}`, headers, remoteAddress: request.ip });
    return { ok: res.statusCode === 200, body: res.statusCode === 200 ? res.json() : null };
  };
}

/** The home page's ?category= as the client reads it (matched without regard to case). */
function homeCategory(params: URLSearchParams): string | undefined {
  const raw = params.get('category')?.trim();
  if (!raw) return undefined;
  return ALL_EVENT_CATEGORIES.find((c) => c.toLowerCase() === raw.toLowerCase()) ?? raw;
}

/** The first data for a page path and query string (see FirstData). */
export async function collectFirstData(
  app: FastifyInstance,
  request: FastifyRequest,
  path: string,
  search: string,
): Promise<FirstData> {
  const call = apiCaller(app, request);
  // Sessions are read for /api calls only; a page with a session cookie asks /api/user like the client would.
  const hasSession = Boolean(request.cookies?.[SESSION_COOKIE]);
  const [user, location] = await Promise.all([
    hasSession ? call('/user') : Promise.resolve({ ok: false, body: null }),
    call('/location'),
  ]);
  const data: FirstData = {
    user: user.ok ? (user.body as FirstData['user']) : null,
    location: location.ok ? (location.body as FirstData['location']) : null,
  };
  if (path === '/') {
    const params = new URLSearchParams(search);
    const category = homeCategory(params);
    const ignoreLocation = params.get('nearMe') === 'false';
    const query = new URLSearchParams();
    if (category) query.set('category', category);
    query.set('ignoreLocation', String(ignoreLocation));
    query.set('when', 'upcoming');
    const page = await call(`/events?${query}`);
    if (page.ok) {
      data.homeEvents = {
        category,
        ignoreLocation,
        page: page.body as NonNullable<FirstData['homeEvents']>['page'],
      };
    }
    return data;
  }
  const id = Number(EVENT_PATH.exec(path)?.[1] ?? Number.NaN);
  if (Number.isInteger(id) && id <= MAX_ID) {
    const event = await call(`/events/${id}`);
    if (event.ok) data.event = event.body as FirstData['event'];
  }
  return data;
}
