import type { User } from '#shared/contracts/auth.ts';
import { createEventBodySchema, updateEventBodySchema } from '#shared/contracts/events.ts';
import { generateEventImageBodySchema } from '#shared/contracts/images.ts';
import type {
  ChatConversationResponse,
  ChatMessage,
  ChatPlannerResponse,
} from '#shared/contracts/planner.ts';
import { STORED_EVENT_SOURCE } from '#shared/contracts/planner.ts';
import type { Database } from '../../db/client.ts';
import { RateLimitedError } from '../../lib/errors/app-errors.ts';
import { resolveVisitorLocation, type VisitorLocation } from '../../lib/http/visitor-location.ts';
import type { RateLimiter } from '../../lib/rate-limit/rate-limiter.ts';
import { suitedVendorCategories } from '../../lib/vendors/suited-vendors.ts';
import { readState } from './engine/draft.ts';
import { type PlannerPorts, runBuiltInTurn, type SourceEvent } from './engine/engine.ts';
import type { PlannerRepository, StoredChatMessage } from './planner.repository.ts';

/**
 * Hosting as /create-event does it (validation, geocoding, time zone, organizer = caller), bound to
 * the turn's transaction so the event and the conversation commit or fail together.
 */
export type PlannerHosting = (tx: Database) => {
  createEvent(
    user: User,
    body: ReturnType<typeof createEventBodySchema.parse>,
  ): Promise<{ id: number; title: string }>;
  updateEvent(user: User, id: number, body: ReturnType<typeof updateEventBodySchema.parse>): Promise<unknown>;
};

/** Draws a poster the way the create page's image button does, in the turn's transaction; answers its URL. */
export type PlannerPosters = (
  tx: Database,
) => (user: User, input: ReturnType<typeof generateEventImageBodySchema.parse>) => Promise<string>;

/**
 * Event discovery (the almanac and the operator's iCalendar feeds) as the discovery feature does
 * it, reading stored events for duplicates on the turn's transaction; it stores nothing.
 */
export type PlannerDiscovery = (
  tx: Database,
) => (query: { city: string; region: string; radius: number }) => Promise<SourceEvent[]>;

export type TurnLimit = { perHour: number };

type Deps = {
  db: Database;
  repo: PlannerRepository;
  hosting: PlannerHosting;
  posters: PlannerPosters;
  discovery: PlannerDiscovery;
  rateLimiter: RateLimiter;
  limit: TurnLimit;
  defaultLocation: () => VisitorLocation;
  affiliateTag: string | null;
  clock: () => Date;
};

const RESPONSE_KEYS = [
  'eventDetails',
  'discoveredEvents',
  'generateImages',
  'createdEvents',
  'plan',
] as const;

function toChatMessage(row: StoredChatMessage): ChatMessage {
  const message: ChatMessage = {
    id: row.id,
    role: row.role,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
  };
  if (row.role === 'assistant') {
    for (const key of RESPONSE_KEYS) {
      if (key in row.payload) Object.assign(message, { [key]: row.payload[key] });
    }
    // Turns stored before discovery sources were searched list stored events without a source.
    message.discoveredEvents = message.discoveredEvents?.map((e) => ({
      ...e,
      source: e.source ?? STORED_EVENT_SOURCE,
    }));
  }
  return message;
}

function describeWait(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? 'a minute' : `${minutes} minutes`;
}

/** The planner conversation: one transaction per turn, kept per user in PostgreSQL. */
export function createPlannerService(deps: Deps) {
  const { db, repo, rateLimiter, limit, clock } = deps;

  function portsFor(user: User, tx: Database): PlannerPorts {
    const hosting = deps.hosting(tx);
    const drawPoster = deps.posters(tx);
    const discover = deps.discovery(tx);
    return {
      findEvents: (search) => repo.findEvents(tx, search),
      discoverEvents: ({ city, region, radiusMiles }) => discover({ city, region, radius: radiusMiles }),
      findVendors: ({ lat, lon, category, limit: count }) =>
        repo.findVendors(tx, { lat, lon, categories: suitedVendorCategories(category), limit: count }),
      async createEvent(event) {
        const created = await hosting.createEvent(
          user,
          createEventBodySchema.parse({ ...event, shouldGenerateImage: !!event.image }),
        );
        return { id: created.id, title: created.title, url: `/events/${created.id}` };
      },
      drawPoster: (input) => drawPoster(user, generateEventImageBodySchema.parse(input)),
      async setEventImage(eventId, imageUrl) {
        await hosting.updateEvent(user, eventId, updateEventBodySchema.parse({ image: imageUrl }));
      },
    };
  }

  return {
    /** One turn: the message and the answer are stored together with the planner's new state. */
    async send(user: User, message: string, ip: string): Promise<ChatPlannerResponse> {
      const hit = await rateLimiter.hit(`chat-planner:user:${user.id}`, limit.perHour, 3600);
      if (!hit.isAllowed) {
        throw new RateLimitedError(
          `You can send the planner up to ${limit.perHour} messages an hour. Please try again in ${describeWait(hit.retryAfterSeconds)}.`,
          hit.retryAfterSeconds,
        );
      }
      const visitor = resolveVisitorLocation(ip, deps.defaultLocation());
      return db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Database;
        await repo.lockConversation(tx, user.id);
        const state = readState(await repo.latestState(tx, user.id));
        const now = clock();
        const { response, state: next } = await runBuiltInTurn(message, state, portsFor(user, tx), {
          now,
          visitor,
          affiliateTag: deps.affiliateTag,
        });
        const { message: reply, ...payload } = response;
        await repo.append(tx, user.id, [
          { role: 'user', content: message, payload: {}, createdAt: now },
          { role: 'assistant', content: reply, payload: { ...payload, state: next }, createdAt: now },
        ]);
        return response;
      });
    },

    async conversation(user: User): Promise<ChatConversationResponse> {
      const rows = await repo.list(user.id);
      return { messages: rows.map(toChatMessage) };
    },

    /** 'New conversation': the stored messages and the planner's memory go. */
    async reset(user: User): Promise<void> {
      await repo.clear(user.id);
    },
  };
}
export type PlannerService = ReturnType<typeof createPlannerService>;
