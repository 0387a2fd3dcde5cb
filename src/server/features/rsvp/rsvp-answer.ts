import type { RsvpStatus } from '#shared/contracts/rsvp.ts';
import type { DbExecutor } from '../../db/client.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors/app-errors.ts';
import type { AppJobs } from '../../lib/jobs/job-names.ts';
import type { JobQueue } from '../../lib/jobs/job-queue.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import type { RsvpEvent, RsvpRecord, RsvpRepository, SettingsRecord } from './rsvp.repository.ts';
import { createReminderQueue } from './rsvp-reminder-queue.ts';
import { checkPlusOnes, closedReason, plural } from './rsvp-rules.ts';
import { createWaitlist } from './rsvp-waitlist.ts';

type Deps = {
  repo: RsvpRepository;
  mailer: Mailer;
  jobs: Pick<JobQueue<AppJobs>, 'enqueue'>;
  clock: () => Date;
};

export type Answer = { status: 'going' | 'maybe' | 'declined'; plusOnes: number; note: string };
export type Who = { userId: number } | { guest: { name: string; email: string } };

/**
 * The one way an answer is written, whoever gives it (a signed-in user, a guest through the mailed
 * link, the host removing a guest). Every change to one event's answers runs in a transaction that
 * first locks the event's settings row, so places are counted one answer at a time.
 */
export function createAnswerWriter({ repo, mailer, jobs, clock }: Deps) {
  const { promote, mailPromoted } = createWaitlist({ repo, mailer, clock });
  const { markReminder, queueReminder } = createReminderQueue({ repo, jobs, clock });

  async function requireEvent(eventId: number, tx?: DbExecutor): Promise<RsvpEvent> {
    const event = await repo.findEvent(eventId, tx);
    if (!event) throw new NotFoundError('Event', eventId);
    return event;
  }

  /**
   * Writes an answer under the event's lock: a Going that does not fit joins the waitlist (keeping
   * its place if it was already there). Answers the row id.
   */
  async function writeAnswer(
    tx: DbExecutor,
    event: RsvpEvent,
    settings: SettingsRecord,
    existing: RsvpRecord | null,
    answer: Answer,
    create: (values: { status: RsvpStatus; waitlistedAt: Date | null }) => Promise<number>,
  ): Promise<number> {
    const now = clock();
    let status: RsvpStatus = answer.status;
    const wasCounted = existing?.isConfirmed ?? false;
    if (answer.status === 'going' && settings.capacity !== null) {
      const people = 1 + answer.plusOnes;
      if (people > settings.capacity)
        throw new ValidationError(
          `This event has room for ${plural(settings.capacity, 'person', 'people')} in all`,
          [{ path: 'plusOnes', message: 'Too many plus-ones for this event' }],
        );
      const others = await repo.countGoingPeople(event.id, existing?.id ?? null, tx);
      if (others + people > settings.capacity) {
        if (wasCounted && existing?.status === 'going') {
          const left = Math.max(0, settings.capacity - others - 1);
          throw new ConflictError(
            `Only ${plural(left, 'place is', 'places are')} left for plus-ones; bring fewer or answer Maybe.`,
          );
        }
        status = 'waitlisted';
      }
    }
    const keepsPlace = status === 'waitlisted' && wasCounted && existing?.status === 'waitlisted';
    const waitlistedAt = status === 'waitlisted' ? (keepsPlace ? undefined : now) : null;
    if (!existing) return create({ status, waitlistedAt: waitlistedAt ?? null });
    await repo.update(
      existing.id,
      {
        status,
        plusOnes: answer.plusOnes,
        note: answer.note,
        isConfirmed: true,
        ...(waitlistedAt === undefined ? {} : { waitlistedAt }),
      },
      now,
      tx,
    );
    return existing.id;
  }

  /**
   * The one path every answer takes: lock, check it is open, write, promote from the waitlist,
   * queue the reminder; the promoted are mailed once the transaction committed.
   */
  async function answer(
    eventId: number,
    find: (tx: DbExecutor) => Promise<RsvpRecord | null>,
    change: Answer | 'remove',
    who: Who,
    siteUrl: string,
    { isHost = false } = {},
  ): Promise<RsvpRecord | null> {
    const { row, promoted, event, reminder } = await repo.transaction(async (tx) => {
      const event = await requireEvent(eventId, tx);
      const locked = await repo.lockSettings(eventId, tx);
      const existing = await find(tx);
      if (!isHost) {
        const reason = closedReason(event, locked, clock());
        if (reason) throw new ConflictError(reason);
      }
      let id: number | null = null;
      if (change === 'remove') {
        if (existing) await repo.remove(existing.id, tx);
      } else {
        const checked = checkPlusOnes(change, locked);
        id = await writeAnswer(tx, event, locked, existing, checked, ({ status, waitlistedAt }) =>
          'userId' in who
            ? repo.insertForUser(eventId, who.userId, { ...checked, status, waitlistedAt }, clock(), tx)
            : repo.insertForGuest(eventId, who.guest, { ...checked, status, waitlistedAt }, clock(), tx),
        );
      }
      const promoted = await promote(tx, eventId, locked);
      const row = id === null ? null : await repo.findById(id, tx);
      const needsReminder = row?.status === 'going' || promoted.length > 0;
      const reminder = needsReminder
        ? await markReminder(tx, event, locked.reminderQueuedFor, siteUrl)
        : null;
      return { row, promoted, event, reminder };
    });
    await queueReminder(reminder);
    await mailPromoted(event, promoted, siteUrl);
    return row;
  }

  return { requireEvent, answer };
}
export type AnswerWriter = ReturnType<typeof createAnswerWriter>;
