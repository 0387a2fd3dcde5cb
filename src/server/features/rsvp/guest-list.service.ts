import { GUEST_MESSAGES_PER_DAY } from '#shared/constants.ts';
import type { User } from '#shared/contracts/auth.ts';
import type { GuestList, GuestMessageBody, HostGuest, RsvpStatus } from '#shared/contracts/rsvp.ts';
import { formatWhen } from '#shared/lib/format-when.ts';
import { ForbiddenError, NotFoundError, RateLimitedError } from '../../lib/errors/app-errors.ts';
import type { AppJobs } from '../../lib/jobs/job-names.ts';
import type { JobQueue } from '../../lib/jobs/job-queue.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import type { RateLimiter } from '../../lib/rate-limit/rate-limiter.ts';
import type { RsvpEvent, RsvpRecord, RsvpRepository } from './rsvp.repository.ts';
import { canManageEvent, eventPageUrl } from './rsvp-rules.ts';

type Deps = {
  repo: RsvpRepository;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  jobs: Pick<JobQueue<AppJobs>, 'enqueue'>;
};

const GROUP_STATUSES: Record<AppJobs['rsvp.message']['group'], RsvpStatus[]> = {
  all: ['going', 'maybe', 'waitlisted'],
  going: ['going'],
  maybe: ['maybe'],
  waitlisted: ['waitlisted'],
};

/** The first word of a name: the public "Who's going" list shows no more than that. */
const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/** A CSV field, quoted; a leading =, +, - or @ is defused so spreadsheets never run it as a formula. */
function csvField(value: string | number): string {
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

const CSV_HEADER = ['Name', 'Email', 'Answer', 'Plus-ones', 'Waitlist position', 'Note', 'Answered at'];
/** Rows read per query while the CSV streams: small enough to keep memory flat, big enough to be quick. */
const CSV_BATCH = 500;

const csvLine = (g: RsvpRecord) =>
  `${[g.name, g.email, g.status, g.plusOnes, g.waitlistPosition ?? '', g.note, g.updatedAt.toISOString()]
    .map(csvField)
    .join(',')}\r\n`;

const toHostGuest = (g: RsvpRecord): HostGuest => ({
  id: g.id,
  name: g.name,
  email: g.email,
  avatar: g.avatar,
  hasAccount: g.userId !== null,
  status: g.status,
  plusOnes: g.plusOnes,
  note: g.note,
  waitlistPosition: g.waitlistPosition,
  isConfirmed: g.isConfirmed,
  updatedAt: g.updatedAt.toISOString(),
});

type GuestListQueryInput = { q?: string; status?: RsvpStatus; limit: number; offset: number };

/**
 * The host's view of an event's guests: list with emails (host only), the public "Who's going"
 * (first names and avatars, only when the host made it public), CSV, and messages by the job queue.
 */
export function createGuestListService({ repo, mailer, rateLimiter, jobs }: Deps) {
  async function requireHost(eventId: number, user: User | null): Promise<RsvpEvent> {
    const event = await repo.findEvent(eventId);
    if (!event) throw new NotFoundError('Event', eventId);
    if (!canManageEvent(user, event))
      throw new ForbiddenError('Only the host can see the guest list with emails.');
    return event;
  }

  return {
    async listGuests(eventId: number, user: User | null, query: GuestListQueryInput): Promise<GuestList> {
      const event = await repo.findEvent(eventId);
      if (!event) throw new NotFoundError('Event', eventId);
      const isHost = canManageEvent(user, event);
      if (!isHost) {
        const settings = await repo.findSettings(eventId);
        if (!settings.isGuestListPublic) throw new ForbiddenError('The host keeps this guest list private.');
      }
      // The public list shows those going only, and is never searched by name or email.
      const filter = isHost ? { q: query.q, status: query.status } : { status: 'going' as const };
      const page = { limit: query.limit, offset: query.offset };
      const [counts, total, rows] = await Promise.all([
        repo.countByStatus(eventId),
        repo.countGuests(eventId, filter),
        repo.findGuests(eventId, filter, page),
      ]);
      const nextOffset = page.offset + rows.length;
      const hasMore = rows.length > 0 && nextOffset < total;
      const paging = { counts, total, hasMore, nextOffset: hasMore ? nextOffset : null };
      if (isHost) return { view: 'host', ...paging, guests: rows.map(toHostGuest) };
      return {
        view: 'public',
        ...paging,
        guests: rows.map((g) => ({ firstName: firstNameOf(g.name), avatar: g.avatar, plusOnes: g.plusOnes })),
      };
    },

    /**
     * The whole list as CSV lines, read from the database a batch at a time and written as they
     * come, so a list of any length never sits in memory as one string. The host check runs first.
     */
    async exportCsv(eventId: number, user: User | null): Promise<{ lines: AsyncIterable<string> }> {
      await requireHost(eventId, user);
      async function* lines() {
        yield `${CSV_HEADER.map(csvField).join(',')}\r\n`;
        for (let offset = 0; ; offset += CSV_BATCH) {
          const rows = await repo.findGuests(eventId, {}, { limit: CSV_BATCH, offset });
          if (rows.length > 0) yield rows.map(csvLine).join('');
          if (rows.length < CSV_BATCH) return;
        }
      }
      return { lines: lines() };
    },

    /** Queues the message; the job mails each recipient with their own unsubscribe link. */
    async messageGuests(
      eventId: number,
      user: User | null,
      body: GuestMessageBody & { subject: string; message: string },
      siteUrl: string,
    ) {
      await requireHost(eventId, user);
      const limit = await rateLimiter.hit(`rsvp-message:${eventId}`, GUEST_MESSAGES_PER_DAY, 24 * 3600);
      if (!limit.isAllowed)
        throw new RateLimitedError(
          `You can message this event's guests ${GUEST_MESSAGES_PER_DAY} times a day. Try again in ${Math.ceil(limit.retryAfterSeconds / 3600)} hours.`,
          limit.retryAfterSeconds,
        );
      const recipients = await repo.findMessageRecipients(eventId, GROUP_STATUSES[body.group]);
      await jobs.enqueue('rsvp.message', {
        eventId,
        group: body.group,
        subject: body.subject,
        message: body.message,
        siteUrl,
      });
      return { recipients: recipients.length };
    },

    /** The 'rsvp.message' job. */
    async sendMessage({ eventId, group, subject, message, siteUrl }: AppJobs['rsvp.message']) {
      const event = await repo.findEvent(eventId);
      if (!event) return { sent: 0 };
      const recipients = await repo.findMessageRecipients(eventId, GROUP_STATUSES[group]);
      for (const guest of recipients) {
        await mailer.send({
          to: guest.email,
          kind: 'rsvp-host-message',
          subject: `${event.title}: ${subject}`,
          text: [
            `A message from the host of ${event.title} (${formatWhen(event.date, event.timeZone)}):`,
            '',
            message,
            '',
            `Event page: ${eventPageUrl(siteUrl, event.id)}`,
            `Stop messages about this event: ${siteUrl.replace(/\/+$/, '')}/rsvp/unsubscribe/${guest.unsubscribeToken}`,
          ].join('\n'),
        });
      }
      return { sent: recipients.length };
    },

    async unsubscribe(token: string): Promise<void> {
      const eventId = await repo.unsubscribe(token);
      if (eventId === null) throw new NotFoundError('Unsubscribe link');
    },
  };
}
export type GuestListService = ReturnType<typeof createGuestListService>;
