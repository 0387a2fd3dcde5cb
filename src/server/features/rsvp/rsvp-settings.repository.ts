import { eq } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/client.ts';
import { eventRsvpSettings } from '../../db/schema.ts';

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

const settingsColumns = {
  isEnabled: eventRsvpSettings.isEnabled,
  capacity: eventRsvpSettings.capacity,
  deadline: eventRsvpSettings.deadline,
  isGuestListPublic: eventRsvpSettings.isGuestListPublic,
  plusOneMax: eventRsvpSettings.plusOneMax,
};

/** An event's RSVP settings row: capacity, deadline, guest list rules and the queued reminder. */
export function createRsvpSettingsQueries(db: Database) {
  return {
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

    async markReminderQueued(eventId: number, dueAt: Date | null, tx: DbExecutor = db): Promise<void> {
      await tx
        .update(eventRsvpSettings)
        .set({ reminderQueuedFor: dueAt })
        .where(eq(eventRsvpSettings.eventId, eventId));
    },
  };
}
