import { and, asc, desc, eq, gt, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { RsvpCounts, RsvpStatus } from '#shared/contracts/rsvp.ts';
import type { Database, DbExecutor } from '../../db/client.ts';
import { eventRsvpSettings, events, rsvps, users } from '../../db/schema.ts';

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

export type SettingsRecord = {
  isEnabled: boolean;
  capacity: number | null;
  deadline: Date | null;
  isGuestListPublic: boolean;
  plusOneMax: number;
};

export const DEFAULT_SETTINGS: SettingsRecord = {
  isEnabled: true,
  capacity: null,
  deadline: null,
  isGuestListPublic: false,
  plusOneMax: 2,
};

export type RsvpRecord = {
  id: number;
  eventId: number;
  userId: number | null;
  status: RsvpStatus;
  plusOnes: number;
  note: string;
  isConfirmed: boolean;
  waitlistPosition: number | null;
  updatedAt: Date;
  /** The account's name and email, or the guest's. */
  name: string;
  email: string;
  avatar: string | null;
  unsubscribeToken: string;
  isUnsubscribed: boolean;
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

const settingsColumns = {
  isEnabled: eventRsvpSettings.isEnabled,
  capacity: eventRsvpSettings.capacity,
  deadline: eventRsvpSettings.deadline,
  isGuestListPublic: eventRsvpSettings.isGuestListPublic,
  plusOneMax: eventRsvpSettings.plusOneMax,
};

// 1-based place among the event's confirmed waitlist, in the order people joined it.
const waitlistPosition = sql<number | null>`case when ${rsvps.status} = 'waitlisted' then (
  select count(*)::int from rsvps w
  where w.event_id = ${rsvps.eventId} and w.status = 'waitlisted' and w.is_confirmed
    and (w.waitlisted_at, w.id) <= (${rsvps.waitlistedAt}, ${rsvps.id})
) end`;

const rsvpColumns = {
  id: rsvps.id,
  eventId: rsvps.eventId,
  userId: rsvps.userId,
  status: sql<RsvpStatus>`${rsvps.status}`,
  plusOnes: rsvps.plusOnes,
  note: rsvps.note,
  isConfirmed: rsvps.isConfirmed,
  waitlistPosition,
  updatedAt: rsvps.updatedAt,
  name: sql<string>`coalesce(${users.name}, ${rsvps.guestName})`,
  email: sql<string>`coalesce(${users.email}, ${rsvps.guestEmail})`,
  avatar: users.avatar,
  unsubscribeToken: rsvps.unsubscribeToken,
  isUnsubscribed: rsvps.isUnsubscribed,
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

export function createRsvpRepository(db: Database) {
  async function selectRsvps(where: SQL | undefined, tx: DbExecutor = db): Promise<RsvpRecord[]> {
    return tx
      .select(rsvpColumns)
      .from(rsvps)
      .leftJoin(users, eq(users.id, rsvps.userId))
      .where(where)
      .orderBy(asc(rsvps.createdAt), asc(rsvps.id));
  }

  return {
    async findEvent(eventId: number, tx: DbExecutor = db): Promise<RsvpEvent | null> {
      const [row] = await tx.select(eventColumns).from(events).where(eq(events.id, eventId));
      return row ?? null;
    },

    async findSettings(eventId: number, tx: DbExecutor = db): Promise<SettingsRecord> {
      const [row] = await tx
        .select(settingsColumns)
        .from(eventRsvpSettings)
        .where(eq(eventRsvpSettings.eventId, eventId));
      return row ?? DEFAULT_SETTINGS;
    },

    /**
     * The event's settings, locked until the transaction ends: every change to the event's answers
     * takes this lock first, so two answers for the last place are decided one after the other.
     */
    async lockSettings(
      eventId: number,
      tx: DbExecutor,
    ): Promise<SettingsRecord & { reminderQueuedFor: Date | null }> {
      await tx.insert(eventRsvpSettings).values({ eventId }).onConflictDoNothing();
      const [row] = await tx
        .select({ ...settingsColumns, reminderQueuedFor: eventRsvpSettings.reminderQueuedFor })
        .from(eventRsvpSettings)
        .where(eq(eventRsvpSettings.eventId, eventId))
        .for('update');
      return row!;
    },

    async upsertSettings(
      eventId: number,
      values: SettingsRecord,
      now: Date,
      tx: DbExecutor = db,
    ): Promise<void> {
      await tx
        .insert(eventRsvpSettings)
        .values({ eventId, ...values, updatedAt: now })
        .onConflictDoUpdate({ target: eventRsvpSettings.eventId, set: { ...values, updatedAt: now } });
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

    async markReminderQueued(eventId: number, dueAt: Date | null, tx: DbExecutor = db): Promise<void> {
      await tx
        .update(eventRsvpSettings)
        .set({ reminderQueuedFor: dueAt })
        .where(eq(eventRsvpSettings.eventId, eventId));
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
        and(
          eq(rsvps.eventId, eventId),
          eq(rsvps.isConfirmed, true),
          eq(rsvps.isUnsubscribed, false),
          inArray(rsvps.status, statuses),
        ),
      );
    },

    async unsubscribe(token: string): Promise<number | null> {
      const [row] = await db
        .update(rsvps)
        .set({ isUnsubscribed: true })
        .where(eq(rsvps.unsubscribeToken, token))
        .returning({ eventId: rsvps.eventId });
      return row?.eventId ?? null;
    },

    /**
     * Marks the event's Going answers not yet reminded as reminded and answers them. The update
     * claims each row once, so two workers running the same reminder never mail anyone twice.
     */
    async claimReminders(eventId: number, now: Date) {
      const claimed = await db
        .update(rsvps)
        .set({ reminderSentAt: now })
        .where(
          and(
            eq(rsvps.eventId, eventId),
            eq(rsvps.status, 'going'),
            eq(rsvps.isConfirmed, true),
            isNull(rsvps.reminderSentAt),
          ),
        )
        .returning({ id: rsvps.id });
      if (claimed.length === 0) return [];
      return selectRsvps(
        inArray(
          rsvps.id,
          claimed.map((c) => c.id),
        ),
      );
    },

    /** Gives claimed reminders back when their mail could not be queued, so a retry sends them. */
    async unclaimReminders(ids: number[]): Promise<void> {
      if (ids.length > 0) await db.update(rsvps).set({ reminderSentAt: null }).where(inArray(rsvps.id, ids));
    },

    transaction<T>(work: (tx: DbExecutor) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx));
    },
  };
}
export type RsvpRepository = ReturnType<typeof createRsvpRepository>;
