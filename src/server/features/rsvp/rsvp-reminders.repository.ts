import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rsvps } from '../../db/schema.ts';
import { selectRsvps } from './rsvp-rows.ts';

/** Which Going answers have had their reminder mail, claimed once each so no one is mailed twice. */
export function createReminderQueries(db: Database) {
  return {
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
        db,
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
  };
}
