import type { DbExecutor } from '../../db/client.ts';
import type { AppJobs } from '../../lib/jobs/job-names.ts';
import type { JobQueue } from '../../lib/jobs/job-queue.ts';
import type { RsvpEvent, RsvpRepository } from './rsvp.repository.ts';
import { REMINDER_LEAD_MS } from './rsvp-reminders.ts';

type Deps = {
  repo: RsvpRepository;
  jobs: Pick<JobQueue<AppJobs>, 'enqueue'>;
  clock: () => Date;
};

/** The day-before reminder of an event with Going answers: marked in a transaction, queued after it. */
export function createReminderQueue({ repo, jobs, clock }: Deps) {
  /**
   * Marks the reminder as due for the event's current date; answers the job to queue once the
   * transaction committed, or null when one is already queued for that time (the date did not move).
   */
  async function markReminder(tx: DbExecutor, event: RsvpEvent, queuedFor: Date | null, siteUrl: string) {
    const dueAt = new Date(event.date.getTime() - REMINDER_LEAD_MS);
    if (queuedFor?.getTime() === dueAt.getTime()) return null;
    await repo.markReminderQueued(event.id, dueAt, tx);
    return { eventId: event.id, siteUrl, dueAt, previous: queuedFor };
  }

  /** The job is queued outside the transaction (the queue has its own connection). */
  async function queueReminder(job: Awaited<ReturnType<typeof markReminder>>): Promise<void> {
    if (!job) return;
    const startAfterSeconds = Math.max(0, Math.ceil((job.dueAt.getTime() - clock().getTime()) / 1000));
    try {
      await jobs.enqueue(
        'rsvp.remind',
        { eventId: job.eventId, siteUrl: job.siteUrl },
        { startAfterSeconds },
      );
    } catch (error) {
      // Not queued: forget the mark so the next answer tries again.
      await repo.markReminderQueued(job.eventId, job.previous, undefined);
      throw error;
    }
  }

  return { markReminder, queueReminder };
}
