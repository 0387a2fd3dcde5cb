import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { AlsoRecord, Database } from '../../db/client.ts';
import { eventSeries, events, rsvps, users } from '../../db/schema.ts';
import type { EventValues, NewEventValues } from './events.repository.ts';
import type { SeriesDate } from './series-dates.ts';
import { copyRsvpSettings } from './series-rsvp-settings.ts';

/** A new series row: its rule and how far ahead its dates are made. */
export type NewSeries = Pick<
  typeof eventSeries.$inferInsert,
  'rule' | 'startLocal' | 'timeZone' | 'madeUntil'
> & {
  cancelled?: string[];
};
export type SeriesRecord = typeof eventSeries.$inferSelect;
export type GuestToTell = { email: string; name: string; title: string; date: Date; timeZone: string };
export type SeriesDateRecord = { id: number; date: Date; occurrenceStart: Date; isException: boolean };

/**
 * Repeating events: the series row (rule, zone, cancelled dates, how far ahead dates are made) and
 * the writes that touch several of its dates at once. Single events, lists and search live in
 * events.repository.ts.
 */
export function createEventSeriesRepository(db: Database) {
  return {
    /**
     * Creates a series and one event per date in one transaction; `alsoRecord` gets the first date's
     * id. Returns the series' id and the first date's.
     */
    async insertSeries(
      series: NewSeries,
      dates: readonly SeriesDate[],
      values: NewEventValues,
      now: Date,
      alsoRecord?: AlsoRecord,
    ): Promise<{ seriesId: number; firstId: number }> {
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(eventSeries)
          .values({ ...series, createdAt: now, updatedAt: now })
          .returning({ id: eventSeries.id });
        const rows = await tx
          .insert(events)
          .values(
            dates.map((d) => ({
              ...values,
              date: d.start,
              occurrenceStart: d.start,
              seriesId: created!.id,
              source: 'user' as const,
              createdAt: now,
              updatedAt: now,
            })),
          )
          .returning({ id: events.id, date: events.date });
        const firstId = rows.reduce((first, r) => (r.date < first.date ? r : first)).id;
        await alsoRecord?.(tx, firstId);
        return { seriesId: created!.id, firstId };
      });
    },

    async findSeries(seriesId: number): Promise<SeriesRecord | null> {
      const [row] = await db.select().from(eventSeries).where(eq(eventSeries.id, seriesId));
      return row ?? null;
    },

    /** Where an event sits in its series, or null for a one-off event. */
    async findSeriesPlace(
      eventId: number,
    ): Promise<{ seriesId: number; occurrenceStart: Date; isException: boolean } | null> {
      const [row] = await db
        .select({
          seriesId: events.seriesId,
          occurrenceStart: events.occurrenceStart,
          isException: events.isSeriesException,
        })
        .from(events)
        .where(eq(events.id, eventId));
      if (!row || row.seriesId === null || row.occurrenceStart === null) return null;
      return { seriesId: row.seriesId, occurrenceStart: row.occurrenceStart, isException: row.isException };
    },

    /** The series' dates whose rule start is at or after `from`, soonest first. */
    async findSeriesDates(seriesId: number, from: Date): Promise<SeriesDateRecord[]> {
      return db
        .select({
          id: events.id,
          date: events.date,
          occurrenceStart: events.occurrenceStart,
          isException: events.isSeriesException,
        })
        .from(events)
        .where(and(eq(events.seriesId, seriesId), gte(events.occurrenceStart, from)))
        .orderBy(asc(events.occurrenceStart)) as Promise<SeriesDateRecord[]>;
    },

    /**
     * Edits the whole series from `from` on (dates by their place in the rule), in one transaction:
     * the series row; the fields every date not edited on its own takes; and, for `move`, every date's
     * place at the new time of day on its own calendar day (read in the old zone, placed in the new
     * one), which the dates not edited on their own also start at. One statement each.
     */
    async updateSeries(
      seriesId: number,
      from: Date,
      change: {
        series: Partial<NewSeries>;
        shared: Partial<EventValues>;
        move: { fromTimeZone: string; time: string; timeZone: string } | null;
      },
      now: Date,
    ): Promise<void> {
      const fromHere = and(eq(events.seriesId, seriesId), gte(events.occurrenceStart, from));
      await db.transaction(async (tx) => {
        if (Object.keys(change.series).length > 0) {
          await tx
            .update(eventSeries)
            .set({ ...change.series, updatedAt: now })
            .where(eq(eventSeries.id, seriesId));
        }
        // Before the move: a date moved earlier in its day would fall before `from`.
        if (Object.keys(change.shared).length > 0) {
          await tx
            .update(events)
            .set({ ...change.shared, updatedAt: now })
            .where(and(fromHere, eq(events.isSeriesException, false)));
        }
        const { move } = change;
        if (move) {
          const start = sql<Date>`(((${events.occurrenceStart} at time zone ${move.fromTimeZone})::date + ${move.time}::time) at time zone ${move.timeZone})`;
          await tx
            .update(events)
            .set({
              occurrenceStart: start,
              date: sql<Date>`case when ${events.isSeriesException} then ${events.date} else ${start} end`,
              updatedAt: now,
            })
            .where(fromHere);
        }
      });
    },

    /** Edits one date of a series on its own: later edits to the series pass it by. */
    async updateOccurrence(id: number, values: Partial<EventValues>, now: Date): Promise<void> {
      await db
        .update(events)
        .set({ ...values, isSeriesException: true, updatedAt: now })
        .where(eq(events.id, id));
    },

    /**
     * Who to tell when these events are cancelled: each confirmed guest going, maybe going or on the
     * waitlist of those that have not started, with the event's title and time.
     */
    async findGuestsToTell(eventIds: readonly number[], now: Date): Promise<GuestToTell[]> {
      if (eventIds.length === 0) return [];
      const rows = await db
        .select({
          email: sql<string | null>`coalesce(${users.email}, ${rsvps.guestEmail})`,
          name: sql<string | null>`coalesce(${users.name}, ${rsvps.guestName})`,
          title: events.title,
          date: events.date,
          timeZone: events.timeZone,
        })
        .from(rsvps)
        .innerJoin(events, eq(events.id, rsvps.eventId))
        .leftJoin(users, eq(users.id, rsvps.userId))
        .where(
          and(
            inArray(rsvps.eventId, [...eventIds]),
            inArray(rsvps.status, ['going', 'maybe', 'waitlisted']),
            eq(rsvps.isConfirmed, true),
            gte(events.date, now),
          ),
        )
        .orderBy(asc(events.date));
      return rows.flatMap((r) => (r.email ? [{ ...r, email: r.email, name: r.name ?? 'there' }] : []));
    },

    /** Cancels one date: the row goes and its wall time joins the series' EXDATE list. */
    async cancelOccurrence(id: number, seriesId: number, wall: string, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(eventSeries)
          .set({ cancelled: sql`array_append(${eventSeries.cancelled}, ${wall}::text)`, updatedAt: now })
          .where(eq(eventSeries.id, seriesId));
        await tx.delete(events).where(eq(events.id, id));
      });
    },

    /** Deletes every date of the series and the series itself. */
    async removeSeries(seriesId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(events).where(eq(events.seriesId, seriesId));
        await tx.delete(eventSeries).where(eq(eventSeries.id, seriesId));
      });
    },

    /**
     * Adds dates made by a top-up, copying the texts of the series' latest date, and moves the
     * series' horizon; dates already there are left as they are. Returns how many were added.
     */
    async extendSeries(
      seriesId: number,
      dates: readonly SeriesDate[],
      madeUntil: Date,
      now: Date,
    ): Promise<number> {
      return db.transaction(async (tx) => {
        const [latest] = await tx
          .select()
          .from(events)
          .where(and(eq(events.seriesId, seriesId), eq(events.isSeriesException, false)))
          .orderBy(desc(events.occurrenceStart))
          .limit(1);
        await tx.update(eventSeries).set({ madeUntil, updatedAt: now }).where(eq(eventSeries.id, seriesId));
        if (!latest || dates.length === 0) return 0;
        const { id: _id, searchVector: _vector, createdAt: _c, updatedAt: _u, ...template } = latest;
        const added = await tx
          .insert(events)
          .values(
            dates.map((d) => ({
              ...template,
              date: d.start,
              occurrenceStart: d.start,
              createdAt: now,
              updatedAt: now,
            })),
          )
          .onConflictDoNothing()
          .returning({ id: events.id });
        if (added.length > 0) {
          await copyRsvpSettings(
            tx,
            latest,
            added.map((a) => a.id),
          );
        }
        return added.length;
      });
    },
  };
}
export type EventSeriesRepository = ReturnType<typeof createEventSeriesRepository>;
