import type { User } from '#shared/contracts/auth.ts';
import { createEventBodySchema, updateEventBodySchema } from '#shared/contracts/events.ts';
import { generateEventImageBodySchema } from '#shared/contracts/images.ts';
import type { ChatConversationResponse, ChatPlannerResponse } from '#shared/contracts/planner.ts';
import { PLANNER_ERROR_REPLY } from '#shared/contracts/planner.ts';
import type { Database } from '../../db/client.ts';
import { AppError, ConflictError, RateLimitedError } from '../../lib/errors/app-errors.ts';
import { resolveVisitorLocation, type VisitorLocation } from '../../lib/http/visitor-location.ts';
import { type LlmClient, LlmError } from '../../lib/llm/llm-client.ts';
import type { RateLimiter } from '../../lib/rate-limit/rate-limiter.ts';
import { suitedVendorCategories } from '../../lib/vendors/suited-vendors.ts';
import { answer, createFromDraft, makePoster } from './engine/answer.ts';
import { missingFields, questionFor, summarize } from './engine/compose.ts';
import { type PlannerState, readState } from './engine/draft.ts';
import { runBuiltInTurn } from './engine/engine.ts';
import { discoveryAreaOf } from './engine/find-events.ts';
import type { PlannerPorts, TurnContext, TurnResult } from './engine/ports.ts';
import { runProviderTurn } from './engine/provider.ts';
import type {
  PlannerDiscovery,
  PlannerHosting,
  PlannerPosters,
  TurnLimit,
  TurnStream,
} from './planner.deps.ts';
import { toChatMessage } from './planner.messages.ts';
import type { PlannerRepository } from './planner.repository.ts';

/** Messages of the conversation the provider is shown with each turn. */
const PROVIDER_HISTORY = 20;

/** A reply when the model wrote no text: the card's summary, or what is still needed. */
function fallbackReply(state: PlannerState): string {
  if (!state.draft) return 'Tell me about the party: the occasion, the date and the place.';
  const missing = missingFields(state.draft);
  if (missing.length > 0) return questionFor(missing[0]!, state.draft);
  return `Here's the event so far:\n\n${summarize(state.draft)}\n\nShall I create it?`;
}

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
  /** The OpenAI-compatible provider, when one is configured. */
  llm: LlmClient | null;
};

function describeWait(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? 'a minute' : `${minutes} minutes`;
}

/** The planner conversation: one transaction per turn, kept per user in PostgreSQL. */
export function createPlannerService(deps: Deps) {
  const { db, repo, rateLimiter, limit, clock } = deps;

  /** The discovery sources' answer for the area a turn may search, asked before its transaction opens. */
  async function prepareDiscovery(message: string, ctx: TurnContext) {
    const area = discoveryAreaOf(message, ctx);
    const found = area
      ? await deps.discovery({ city: area.city, region: area.region, radius: area.radiusMiles })
      : [];
    return { area, found };
  }

  function portsFor(
    user: User,
    tx: Database,
    discovered: Awaited<ReturnType<typeof prepareDiscovery>>,
  ): PlannerPorts {
    const hosting = deps.hosting(tx);
    const drawPoster = deps.posters(tx);
    return {
      findEvents: (search) => repo.findEvents(tx, search),
      async discoverEvents({ city, region }) {
        const { area, found } = discovered;
        // The engine only searches the area discoveryAreaOf named; anything else is a bug, not a slow path.
        if (!area || area.city !== city || area.region !== region) {
          throw new Error(`planner discovery for ${city}, ${region} was not prepared before the turn`);
        }
        return found;
      },
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

  /** The built-in engine's turn: discovery first, then the state read, the engine and its writes in one transaction. */
  async function builtInTurn(user: User, message: string, ctx: TurnContext): Promise<ChatPlannerResponse> {
    // Slow lookups first: the transaction below only covers the turn's reads of its state and its writes.
    const discovered = await prepareDiscovery(message, ctx);
    return db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Database;
      await repo.lockConversation(tx, user.id);
      const state = readState(await repo.latestState(tx, user.id));
      const result = await runBuiltInTurn(message, state, portsFor(user, tx, discovered), ctx);
      await store(tx, user.id, message, result, ctx.now);
      return result.response;
    });
  }

  /**
   * The provider engine's turn: the model talks and reads (events, discovery, vendors) with no
   * transaction open; the turn's writes (the event, its poster, the two messages) then commit together.
   * A provider failure throws before anything is written.
   */
  async function providerTurn(
    llm: LlmClient,
    user: User,
    message: string,
    ctx: TurnContext,
    stream: TurnStream,
  ): Promise<ChatPlannerResponse> {
    const [stored, history] = await Promise.all([
      repo.latestState(db, user.id),
      repo.recentText(user.id, PROVIDER_HISTORY),
    ]);
    const state = readState(stored);
    let outcome: Awaited<ReturnType<typeof runProviderTurn>>;
    try {
      outcome = await runProviderTurn(llm, {
        message,
        history,
        state,
        ctx,
        reads: {
          findEvents: (search) => repo.findEvents(db, search),
          discoverEvents: ({ city, region, radiusMiles }) =>
            deps.discovery({ city, region, radius: radiusMiles }),
          findVendors: ({ lat, lon, category, limit: count }) =>
            repo.findVendors(db, { lat, lon, categories: suitedVendorCategories(category), limit: count }),
        },
        onText: stream.onText,
        ...(stream.signal ? { signal: stream.signal } : {}),
      });
    } catch (err) {
      // The client logged the failure (without key or prompt); the person gets the planner's one
      // failure reply, never the provider's own error.
      if (err instanceof LlmError) throw new AppError(502, 'PROVIDER_FAILED', PLANNER_ERROR_REPLY);
      throw err;
    }
    return db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Database;
      await repo.lockConversation(tx, user.id);
      const current = readState(await repo.latestState(tx, user.id));
      if (JSON.stringify(current) !== JSON.stringify(state)) {
        throw new ConflictError(
          'Your previous message was answered in the meantime. Please send this one again.',
        );
      }
      const ports = portsFor(user, tx, { area: null, found: [] });
      const result =
        outcome.action?.kind === 'create'
          ? await createFromDraft(outcome.state, ports, ctx)
          : outcome.action?.kind === 'poster'
            ? await makePoster(outcome.state, ports, ctx)
            : await answer(outcome.state, outcome.message || fallbackReply(outcome.state), ports, ctx, {
                discoveredEvents: outcome.discovered,
              });
      await store(tx, user.id, message, result, ctx.now);
      return result.response;
    });
  }

  async function store(tx: Database, userId: number, message: string, result: TurnResult, now: Date) {
    const { message: reply, ...payload } = result.response;
    await repo.append(tx, userId, [
      { role: 'user', content: message, payload: {}, createdAt: now },
      { role: 'assistant', content: reply, payload: { ...payload, state: result.state }, createdAt: now },
    ]);
  }

  return {
    /** Which engine answers: the provider when LLM_BASE_URL and LLM_MODEL are set, else the built-in one. */
    engine: deps.llm ? ('provider' as const) : ('built-in' as const),

    /**
     * One turn: the message and the answer are stored together with the planner's new state. With
     * `stream`, the reply's text goes to `onText` as it is written (the built-in engine's in one piece).
     */
    async send(
      user: User,
      message: string,
      ip: string,
      stream: TurnStream = { onText: () => {} },
    ): Promise<ChatPlannerResponse> {
      const hit = await rateLimiter.hit(`chat-planner:user:${user.id}`, limit.perHour, 3600);
      if (!hit.isAllowed) {
        throw new RateLimitedError(
          `You can send the planner up to ${limit.perHour} messages an hour. Please try again in ${describeWait(hit.retryAfterSeconds)}.`,
          hit.retryAfterSeconds,
        );
      }
      const visitor = resolveVisitorLocation(ip, deps.defaultLocation());
      const ctx: TurnContext = { now: clock(), visitor, affiliateTag: deps.affiliateTag };
      if (deps.llm) return providerTurn(deps.llm, user, message, ctx, stream);
      const response = await builtInTurn(user, message, ctx);
      stream.onText(response.message);
      return response;
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
