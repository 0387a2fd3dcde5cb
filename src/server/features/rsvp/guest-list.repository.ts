import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { RsvpStatus } from '#shared/contracts/rsvp.ts';
import type { Database, DbExecutor } from '../../db/client.ts';
import { rsvps, users } from '../../db/schema.ts';
import { type RsvpRecord, rsvpColumns, selectRsvps } from './rsvp-rows.ts';

/** Escapes LIKE wildcards so a search for "50%" matches those characters. */
const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type GuestFilter = { status?: RsvpStatus; q?: string };

function guestsWhere(eventId: number, filter: GuestFilter): SQL | undefined {
  return and(
    eq(rsvps.eventId, eventId),
    eq(rsvps.isConfirmed, true),
    filter.status ? eq(rsvps.status, filter.status) : undefined,
    filter.q
      ? sql`lower(coalesce(${users.name}, ${rsvps.guestName}) || ' ' || coalesce(${users.email}, ${rsvps.guestEmail})) like ${likePattern(filter.q)}`
      : undefined,
  );
}

/** The host's guest list: the confirmed answers, searched and paged, and who a message reaches. */
export function createGuestListQueries(db: Database) {
  return {
    /**
     * The event's confirmed answers, for the host, in the order they came; optionally one status, a
     * name/email search and one page of them.
     */
    async findGuests(
      eventId: number,
      filter: GuestFilter,
      page?: { limit: number; offset: number },
      tx: DbExecutor = db,
    ): Promise<RsvpRecord[]> {
      const query = tx
        .select(rsvpColumns)
        .from(rsvps)
        .leftJoin(users, eq(users.id, rsvps.userId))
        .where(guestsWhere(eventId, filter))
        .orderBy(asc(rsvps.createdAt), asc(rsvps.id));
      return page ? query.limit(page.limit).offset(page.offset) : query;
    },

    /** How many of the event's confirmed answers match the filter, every page together. */
    async countGuests(eventId: number, filter: GuestFilter, tx: DbExecutor = db): Promise<number> {
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(rsvps)
        .leftJoin(users, eq(users.id, rsvps.userId))
        .where(guestsWhere(eventId, filter));
      return row?.n ?? 0;
    },

    /** Recipients of a host's message: confirmed, not unsubscribed, in the given statuses. */
    async findMessageRecipients(eventId: number, statuses: RsvpStatus[]) {
      return selectRsvps(
        db,
        and(
          eq(rsvps.eventId, eventId),
          eq(rsvps.isConfirmed, true),
          eq(rsvps.isUnsubscribed, false),
          inArray(rsvps.status, statuses),
        ),
      );
    },
  };
}
