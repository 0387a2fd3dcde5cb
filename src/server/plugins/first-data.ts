import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ALL_EVENT_CATEGORIES } from '#shared/constants.ts';
import type { FirstData } from '#shared/contracts/first-data.ts';
import { ServiceUnavailableError } from '../lib/errors/app-errors.ts';
import { SESSION_COOKIE } from './session.ts';

const EVENT_PATH = /^\/events\/([1-9]\d{0,9})\/?$/;
const MAX_ID = 2_147_483_647;

type Answer = { ok: boolean; body: unknown };

// Answers that are the same for every visitor (an event by id) or for every request from one
// address (its location) are kept briefly, so a burst of page loads does not repeat them: an edit
// shows in a page's first paint within seconds, and the client's own queries fetch fresh data.
const SHARED_TTL_MS = 5_000;
const SHARED_MAX = 500;
const sharedByApp = new WeakMap<FastifyInstance, Map<string, { at: number; answer: Promise<Answer> }>>();

function remembered(app: FastifyInstance, key: string, load: () => Promise<Answer>): Promise<Answer> {
  let shared = sharedByApp.get(app);
  if (!shared) {
    shared = new Map();
    sharedByApp.set(app, shared);
  }
  const now = Date.now();
  const hit = shared.get(key);
  if (hit && now - hit.at < SHARED_TTL_MS) return hit.answer;
  if (shared.size >= SHARED_MAX) {
    for (const [k, v] of shared) if (now - v.at >= SHARED_TTL_MS) shared.delete(k);
    if (shared.size >= SHARED_MAX) shared.clear();
  }
  const answer = load();
  shared.set(key, { at: now, answer });
  // A failed answer is not kept: the next page load asks again.
  const entries = shared;
  answer.then(
    (a) => !a.ok && entries.delete(key),
    () => entries.delete(key),
  );
  return answer;
}

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
    // The database is down or the server is shedding load: the page says so instead of rendering empty.
    if (res.statusCode === 503) {
      const body = res.json() as { message?: string };
      throw new ServiceUnavailableError(
        body.message ?? 'Confetti cannot answer right now. Please try again in a minute.',
        Number(res.headers['retry-after']) || 30,
      );
    }
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
  const [user, location, config] = await Promise.all([
    hasSession ? call('/user') : Promise.resolve({ ok: false, body: null }),
    remembered(app, `location ${request.ip}`, () => call('/location')),
    // Asked afresh for every page: an administrator's change (sign-up closed) shows at once.
    call('/config'),
  ]);
  const data: FirstData = {
    user: user.ok ? (user.body as FirstData['user']) : null,
    location: location.ok ? (location.body as FirstData['location']) : null,
    config: config.ok ? (config.body as FirstData['config']) : null,
  };
  if (path === '/') {
    const params = new URLSearchParams(search);
    const category = homeCategory(params);
    const ignoreLocation = params.get('nearMe') === 'false';
    const isFree = params.get('free') === 'true';
    const query = new URLSearchParams();
    if (category) query.set('category', category);
    if (isFree) query.set('free', 'true');
    query.set('ignoreLocation', String(ignoreLocation));
    query.set('when', 'upcoming');
    const page = await call(`/events?${query}`);
    if (page.ok) {
      data.homeEvents = {
        category,
        ignoreLocation,
        ...(isFree ? { isFree } : {}),
        page: page.body as NonNullable<FirstData['homeEvents']>['page'],
      };
    }
    return data;
  }
  const id = Number(EVENT_PATH.exec(path)?.[1] ?? Number.NaN);
  if (Number.isInteger(id) && id <= MAX_ID) {
    // The RSVP state holds the visitor's own answer, so it is asked for each visitor, not shared.
    const [event, rsvp] = await Promise.all([
      remembered(app, `event ${id}`, () => call(`/events/${id}`)),
      call(`/events/${id}/rsvp`),
    ]);
    if (event.ok) data.event = event.body as FirstData['event'];
    if (event.ok && rsvp.ok) data.eventRsvp = rsvp.body as FirstData['eventRsvp'];
  }
  return data;
}
