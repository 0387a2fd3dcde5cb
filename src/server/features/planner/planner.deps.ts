import type { User } from '#shared/contracts/auth.ts';
import type { createEventBodySchema, updateEventBodySchema } from '#shared/contracts/events.ts';
import type { generateEventImageBodySchema } from '#shared/contracts/images.ts';
import type { Database } from '../../db/client.ts';
import type { SourceEvent } from './engine/ports.ts';

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
 * Event discovery (the almanac, the operator's iCalendar feeds, the provider when configured) as the
 * discovery feature does it, each event marked when it duplicates a stored one; it stores nothing.
 * It runs before a turn's transaction opens, never inside it.
 */
export type PlannerDiscovery = (query: {
  city: string;
  region: string;
  radius: number;
}) => Promise<SourceEvent[]>;

export type TurnLimit = { perHour: number };

/** Where a streamed turn's text goes as it is written, and the signal that ends it early. */
export type TurnStream = { onText: (delta: string) => void; signal?: AbortSignal };
