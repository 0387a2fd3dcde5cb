import { buildIcsCalendar, ICS_CONTENT_TYPE } from '#shared/lib/calendar/ics.ts';
import { formatWhen } from '#shared/lib/format-when.ts';
import type { AppJobs } from '../../lib/jobs/job-names.ts';
import type { JobQueue } from '../../lib/jobs/job-queue.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import type { RsvpRepository } from './rsvp.repository.ts';
import { eventPageUrl } from './rsvp-rules.ts';

export const REMINDER_LEAD_MS = 24 * 60 * 60 * 1000;
/** A job that wakes this early is early enough to send (clock drift between servers). */
const EARLY_SLACK_MS = 60 * 1000;

type Deps = {
  repo: RsvpRepository;
  mailer: Mailer;
  jobs: Pick<JobQueue<AppJobs>, 'enqueue'>;
  clock: () => Date;
};

/**
 * The 'rsvp.remind' job: 24 hours before an event, each Going guest gets one mail with the event's
 * .ics attached. One UPDATE claims the rows (sets reminder_sent_at) before any mail is queued, so
 * a second run, on this server or another, finds nobody left to remind; rows whose mail could not
 * be queued are given back and the job retries.
 */
export function createReminderJob({ repo, mailer, jobs, clock }: Deps) {
  return async function remind({ eventId, siteUrl }: AppJobs['rsvp.remind']) {
    const event = await repo.findEvent(eventId);
    if (!event) return { sent: 0 };
    const now = clock();
    const dueAt = new Date(event.date.getTime() - REMINDER_LEAD_MS);
    if (dueAt.getTime() - now.getTime() > EARLY_SLACK_MS) {
      // The event moved later since this job was queued: wait for the new time.
      const startAfterSeconds = Math.ceil((dueAt.getTime() - now.getTime()) / 1000);
      await jobs.enqueue('rsvp.remind', { eventId, siteUrl }, { startAfterSeconds });
      await repo.markReminderQueued(eventId, dueAt);
      return { sent: 0, rescheduledFor: dueAt.toISOString() };
    }
    if (event.date.getTime() <= now.getTime()) return { sent: 0 };
    const ics = buildIcsCalendar([event], { siteUrl, now });
    const when = formatWhen(event.date, event.timeZone);
    const guests = await repo.claimReminders(eventId, now);
    let sent = 0;
    try {
      for (const guest of guests) {
        await mailer.send({
          to: guest.email,
          kind: 'rsvp-reminder',
          subject: `Reminder: ${event.title} is tomorrow`,
          text: [
            `Hi ${guest.name},`,
            '',
            `You're going to ${event.title}.`,
            `When: ${when}`,
            `Where: ${event.location}`,
            guest.plusOnes > 0 ? `You said you'd bring ${guest.plusOnes} more.` : '',
            '',
            `Event page: ${eventPageUrl(siteUrl, event.id)}`,
            'The attached file adds it to your calendar.',
          ]
            .filter((line, i, all) => line !== '' || all[i - 1] !== '')
            .join('\n'),
          attachments: [{ filename: `event-${event.id}.ics`, content: ics, contentType: ICS_CONTENT_TYPE }],
        });
        sent += 1;
      }
    } catch (error) {
      await repo.unclaimReminders(guests.slice(sent).map((g) => g.id));
      throw error;
    }
    return { sent };
  };
}
