import { and, asc, desc, eq, gt, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { RsvpCounts, RsvpStatus } from '#shared/contracts/rsvp.ts';
import type { Database, DbExecutor } from '../../db/client.ts';
import { events, rsvps, users } from '../../db/schema.ts';
import { createGuestListQueries } from './guest-list.repository.ts';
import { createReminderQueries } from './rsvp-reminders.repository.ts';
import { type RsvpRecord, rsvpColumns, selectRsvps as selectRsvpsIn } from './rsvp-rows.ts';
import { createRsvpSettingsQueries } from './rsvp-settings.repository.ts';

export type { RsvpRecord } from './rsvp-rows.ts';
export type { SettingsRecord } from './rsvp-settings.repository.ts';

export type RsvpEvent = {
  id: number;
  title: string;
  date: Date;
  timeZone: string;
  organizerId: number | null;
  location: string;
  city: string | null;
  region: string | null;
  description: string;
  latitude: number | null;
  longitude: number | null;
  eviteInvitationUrl: string | null;
  updatedAt: Date;
};

const eventColumns = {
  id: events.id,
  title: events.title,
  date: events.date,
  timeZone: events.timeZone,
  organizerId: events.organizerId,
  location: events.location,
  city: events.city,
  region: events.region,
  description: events.description,
  latitude: events.latitude,
  longitude: events.longitude,
  eviteInvitationUrl: events.eviteInvitationUrl,
  updatedAt: events.updatedAt,
};

export type RsvpWrite = {
  status: RsvpStatus;
  plusOnes: number;
  note: string;
  isConfirmed?: boolean;
  waitlistedAt?: Date | null;
  guestTokenHash?: string;
  guestName?: string;
};

/**
 * Answers to events. The settings row, the host's guest list and the reminder claims have their own
 * files (rsvp-settings.repository.ts, guest-list.repository.ts, rsvp-reminders.repository.ts) and
 * are handed out here with the rest.
 */
export function createRsvpRepository(db: Database) {
  const selectRsvps = (where: SQL | undefined, tx: DbExecutor = db) => selectRsvpsIn(tx, where);

  return {
    ...createRsvpSettingsQueries(db),
    ...createGuestListQueries(db),
    ...createReminderQueries(db),

    async findEvent(eventId: number, tx: DbExecutor = db): Promise<RsvpEvent | null> {
      const [row] = await tx.select(eventColumns).from(events).where(eq(events.id, eventId));
      return row ?? null;
    },

    /**
     * The other dates of the event's series that have not started (and start after `now`), with
     * their start; empty for a one-off event.
     */
    async findLaterSeriesDates(eventId: number, now: Date): Promise<{ id: number; date: Date }[]> {
      const [own] = await db.select({ seriesId: events.seriesId }).from(events).where(eq(events.id, eventId));
      if (!own?.seriesId) return [];
      return db
        .select({ id: events.id, date: events.date })
        .from(events)
        .where(and(eq(events.seriesId, own.seriesId), ne(events.id, eventId), gt(events.date, now)))
        .orderBy(asc(events.date));
    },

    async findById(id: number, tx: DbExecutor = db): Promise<RsvpRecord | null> {
      const [row] = await selectRsvps(eq(rsvps.id, id), tx);
      return row ?? null;
    },
    async findForUser(eventId: number, userId: number, tx: DbExecutor = db): Promise<RsvpRecord | null> {
      const [row] = await selectRsvps(and(eq(rsvps.eventId, eventId), eq(rsvps.userId, userId)), tx);
      return row ?? null;
    },
    async findForGuestEmail(eventId: number, email: string, tx: DbExecutor = db): Promise<RsvpRecord | null> {
      const [row] = await selectRsvps(
        and(eq(rsvps.eventId, eventId), sql`lower(${rsvps.guestEmail}) = ${email.toLowerCase()}`),
        tx,
      );
      return row ?? null;
    },
    async findByGuestTokenHash(tokenHash: string, tx: DbExecutor = db): Promise<RsvpRecord | null> {
      const [row] = await selectRsvps(eq(rsvps.guestTokenHash, tokenHash), tx);
      return row ?? null;
    },

    /** People going (plus-ones included), leaving out one answer when it is being changed. */
    async countGoingPeople(eventId: number, exceptId: number | null, tx: DbExecutor = db): Promise<number> {
      const [row] = await tx
        .select({ people: sql<number>`coalesce(sum(1 + ${rsvps.plusOnes}), 0)::int` })
        .from(rsvps)
        .where(
          and(
            eq(rsvps.eventId, eventId),
            eq(rsvps.status, 'going'),
            eq(rsvps.isConfirmed, true),
            exceptId === null ? undefined : ne(rsvps.id, exceptId),
          ),
        );
      return row!.people;
    },

    async countByStatus(eventId: number, tx: DbExecutor = db): Promise<RsvpCounts> {
      const rows = await tx
        .select({
          status: rsvps.status,
          answers: sql<number>`count(*)::int`,
          people: sql<number>`sum(1 + ${rsvps.plusOnes})::int`,
        })
        .from(rsvps)
        .where(and(eq(rsvps.eventId, eventId), eq(rsvps.isConfirmed, true)))
        .groupBy(rsvps.status);
      const counts: RsvpCounts = { going: 0, maybe: 0, declined: 0, waitlisted: 0 };
      for (const row of rows) {
        const status = row.status as RsvpStatus;
        counts[status] = status === 'going' ? row.people : row.answers;
      }
      return counts;
    },

    /** People going per event, for a page of event cards: one grouped query. */
    async countGoingForEvents(eventIds: number[]): Promise<Map<number, number>> {
      if (eventIds.length === 0) return new Map();
      const rows = await db
        .select({ eventId: rsvps.eventId, people: sql<number>`sum(1 + ${rsvps.plusOnes})::int` })
        .from(rsvps)
        .where(and(inArray(rsvps.eventId, eventIds), eq(rsvps.status, 'going'), eq(rsvps.isConfirmed, true)))
        .groupBy(rsvps.eventId);
      return new Map(rows.map((r) => [r.eventId, r.people]));
    },

    async firstWaitlisted(eventId: number, tx: DbExecutor): Promise<RsvpRecord | null> {
      const [row] = await tx
        .select(rsvpColumns)
        .from(rsvps)
        .leftJoin(users, eq(users.id, rsvps.userId))
        .where(and(eq(rsvps.eventId, eventId), eq(rsvps.status, 'waitlisted'), eq(rsvps.isConfirmed, true)))
        .orderBy(asc(rsvps.waitlistedAt), asc(rsvps.id))
        .limit(1);
      return row ?? null;
    },

    async insertForUser(
      eventId: number,
      userId: number,
      values: RsvpWrite,
      now: Date,
      tx: DbExecutor,
    ): Promise<number> {
      const [row] = await tx
        .insert(rsvps)
        .values({ eventId, userId, ...values, createdAt: now, updatedAt: now })
        .returning({ id: rsvps.id });
      return row!.id;
    },
    async insertForGuest(
      eventId: number,
      guest: { name: string; email: string },
      values: RsvpWrite,
      now: Date,
      tx: DbExecutor = db,
    ): Promise<number> {
      const [row] = await tx
        .insert(rsvps)
        .values({
          eventId,
          guestName: guest.name,
          guestEmail: guest.email,
          ...values,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: rsvps.id });
      return row!.id;
    },
    async update(id: number, values: Partial<RsvpWrite>, now: Date, tx: DbExecutor = db): Promise<void> {
      await tx
        .update(rsvps)
        .set({ ...values, updatedAt: now })
        .where(eq(rsvps.id, id));
    },
    async setGuestTokenHash(id: number, guestTokenHash: string): Promise<void> {
      await db.update(rsvps).set({ guestTokenHash }).where(eq(rsvps.id, id));
    },
    async remove(id: number, tx: DbExecutor = db): Promise<void> {
      await tx.delete(rsvps).where(eq(rsvps.id, id));
    },

    /** The user's answers, upcoming events first (soonest first), then past ones. */
    async findForUserEvents(userId: number, now: Date, limit: number) {
      return db
        .select({
          rsvp: rsvpColumns,
          event: {
            id: events.id,
            title: events.title,
            date: events.date,
            timeZone: events.timeZone,
            location: events.location,
            image: events.image,
          },
        })
        .from(rsvps)
        .innerJoin(events, eq(events.id, rsvps.eventId))
        .leftJoin(users, eq(users.id, rsvps.userId))
        .where(eq(rsvps.userId, userId))
        .orderBy(
          desc(sql`${events.date} >= ${now}`),
          sql`case when ${events.date} >= ${now} then ${events.date} end asc`,
          desc(events.date),
        )
        .limit(limit);
    },

    async unsubscribe(token: string): Promise<number | null> {
      const [row] = await db
        .update(rsvps)
        .set({ isUnsubscribed: true })
        .where(eq(rsvps.unsubscribeToken, token))
        .returning({ eventId: rsvps.eventId });
      return row?.eventId ?? null;
    },

    transaction<T>(work: (tx: DbExecutor) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },
  };
}
export type RsvpRepository = ReturnType<typeof createRsvpRepository>;
