import { GUEST_RSVP_CLOSED_MESSAGE } from '#shared/constants.ts';
import type { User } from '#shared/contracts/auth.ts';
import type {
  GoingCounts,
  GuestRsvp,
  MyRsvp,
  PendingRsvp,
  PutGuestRsvpBody,
  PutRsvpBody,
  Rsvp,
  RsvpState,
  RsvpStatus,
} from '#shared/contracts/rsvp.ts';
import { GUEST_RSVP_MAILS_PER_HOUR } from '#shared/contracts/rsvp.ts';
import type { DbExecutor } from '../../db/client.ts';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  RateLimitedError,
  UnauthenticatedError,
  ValidationError,
} from '../../lib/errors/app-errors.ts';
import type { AppJobs } from '../../lib/jobs/job-names.ts';
import type { JobQueue } from '../../lib/jobs/job-queue.ts';
import { normalizeMailbox } from '../../lib/mail/mailbox.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import type { RateLimiter } from '../../lib/rate-limit/rate-limiter.ts';
import { generateToken, hashToken } from '../../lib/security/tokens.ts';
import type { RsvpEvent, RsvpRecord, RsvpRepository, SettingsRecord } from './rsvp.repository.ts';
import { sendGuestLink } from './rsvp-guest-mail.ts';
import { createReminderQueue } from './rsvp-reminder-queue.ts';
import { checkPlusOnes, closedReason, plural, toRsvp, toSettings } from './rsvp-rules.ts';
import { createWaitlist } from './rsvp-waitlist.ts';

type Deps = {
  repo: RsvpRepository;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  jobs: Pick<JobQueue<AppJobs>, 'enqueue'>;
  clock: () => Date;
  /** Whether the administrator lets guests answer without an account; read on each answer. */
  isGuestRsvpOpen: () => boolean;
};

type Answer = { status: 'going' | 'maybe' | 'declined'; plusOnes: number; note: string };
type Who = { userId: number } | { guest: { name: string; email: string } };

const MAX_MY_RSVPS = 200;

export const canManageEvent = (user: User | null, event: RsvpEvent) =>
  Boolean(user && (user.isAdmin || event.organizerId === user.id));

/**
 * Answers to events: the caller's own (signed in, or a guest through a mailed link), and the
 * capacity and its waitlist (the host's settings are rsvp-settings.service.ts). Every change to one event's answers runs in a
 * transaction that first locks the event's settings row, so places are counted one answer at a time.
 */
export function createRsvpService({ repo, mailer, rateLimiter, jobs, clock, isGuestRsvpOpen }: Deps) {
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

  async function requireGuestRow(token: string): Promise<RsvpRecord> {
    const row = await repo.findByGuestTokenHash(hashToken(token));
    if (!row) throw new NotFoundError('RSVP link');
    return row;
  }

  async function guestView(row: RsvpRecord): Promise<GuestRsvp> {
    const event = await requireEvent(row.eventId);
    const settings = await repo.findSettings(row.eventId);
    return {
      rsvp: toRsvp(row),
      name: row.name,
      event: { id: event.id, title: event.title, date: event.date.toISOString(), timeZone: event.timeZone },
      plusOneMax: settings.plusOneMax,
      isOpen: closedReason(event, settings, clock()) === null,
    };
  }

  /** A guest without an account answers through their private link, under the name they gave. */
  async function answerAsGuest(row: RsvpRecord, change: Answer, siteUrl: string): Promise<GuestRsvp> {
    const updated = await answer(
      row.eventId,
      (tx) => repo.findById(row.id, tx),
      change,
      { guest: { name: row.name, email: row.email } },
      siteUrl,
    );
    return guestView(updated!);
  }

  /** Stores a guest's answer as unconfirmed (or re-keys a confirmed one) and mails the private link. */
  async function writeGuestAnswer(
    event: RsvpEvent,
    guest: { name: string; email: string },
    change: Answer,
    siteUrl: string,
  ): Promise<PendingRsvp> {
    const eventId = event.id;
    const token = generateToken();
    const guestTokenHash = hashToken(token);
    const existing = await repo.findForGuestEmail(eventId, guest.email);
    const now = clock();
    // A confirmed answer is never changed by someone who only knows the address: its owner gets
    // a fresh private link instead. An unconfirmed one is replaced.
    const isChange = existing?.isConfirmed ?? false;
    if (!existing) {
      await repo.insertForGuest(eventId, guest, { ...change, isConfirmed: false, guestTokenHash }, now);
    } else if (!existing.isConfirmed) {
      await repo.update(existing.id, { ...change, guestName: guest.name, guestTokenHash }, now);
    } else {
      await repo.setGuestTokenHash(existing.id, guestTokenHash);
    }
    await sendGuestLink(
      mailer,
      event,
      isChange ? { name: existing!.name, email: existing!.email } : guest,
      token,
      siteUrl,
      isChange,
    );
    return {
      isPending: true,
      message: isChange
        ? `You already answered with ${guest.email}. We emailed you a private link to change your answer.`
        : `Almost done: open the link we emailed to ${guest.email} to confirm your answer.`,
    };
  }

  return {
    async getState(eventId: number, user: User | null): Promise<RsvpState> {
      const event = await requireEvent(eventId);
      const settings = await repo.findSettings(eventId);
      const counts = await repo.countByStatus(eventId);
      const mine = user ? await repo.findForUser(eventId, user.id) : null;
      return {
        settings: toSettings(settings),
        counts,
        placesLeft: settings.capacity === null ? null : Math.max(0, settings.capacity - counts.going),
        isOpen: closedReason(event, settings, clock()) === null,
        myRsvp: mine ? toRsvp(mine) : null,
        canManage: canManageEvent(user, event),
      };
    },

    /** A signed-in user's answer counts at once; a guest's is mailed a link to confirm it. */
    async putRsvp(
      eventId: number,
      user: User | null,
      body: PutRsvpBody & Answer,
      siteUrl: string,
    ): Promise<Rsvp | PendingRsvp> {
      const change: Answer = { status: body.status, plusOnes: body.plusOnes, note: body.note };
      if (user) {
        const row = await answer(
          eventId,
          (tx) => repo.findForUser(eventId, user.id, tx),
          change,
          { userId: user.id },
          siteUrl,
        );
        return toRsvp(row!);
      }
      if (!isGuestRsvpOpen()) throw new UnauthenticatedError(GUEST_RSVP_CLOSED_MESSAGE);
      if (!body.guest) throw new UnauthenticatedError('Sign in, or give your name and email, to answer.');
      return this.putGuestRsvp(eventId, body.guest, change, siteUrl);
    },

    async putGuestRsvp(
      eventId: number,
      guest: { name: string; email: string },
      change: Answer,
      siteUrl: string,
    ): Promise<PendingRsvp> {
      const event = await requireEvent(eventId);
      const settings = await repo.findSettings(eventId);
      const reason = closedReason(event, settings, clock());
      if (reason) throw new ConflictError(reason);
      checkPlusOnes(change, settings);
      // One mailbox however the address is written (case, +tag, dots where the provider ignores them),
      // its place taken before any mail goes out, so parallel answers cannot pass the limit together.
      const limitKey = `rsvp-guest:${normalizeMailbox(guest.email)}`;
      const limit = await rateLimiter.reserve(limitKey, GUEST_RSVP_MAILS_PER_HOUR, 3600);
      if (!limit.isAllowed)
        throw new RateLimitedError(
          `Too many RSVP emails for ${guest.email}. Try again in ${Math.ceil(limit.retryAfterSeconds / 60)} minutes.`,
          limit.retryAfterSeconds,
        );
      try {
        return await writeGuestAnswer(event, guest, change, siteUrl);
      } catch (err) {
        // No mail left: the place it took is given back.
        await rateLimiter.release(limitKey).catch(() => {});
        throw err;
      }
    },

    async deleteRsvp(eventId: number, user: User, siteUrl: string): Promise<void> {
      await answer(
        eventId,
        (tx) => repo.findForUser(eventId, user.id, tx),
        'remove',
        { userId: user.id },
        siteUrl,
      );
    },

    async getGuestRsvp(token: string): Promise<GuestRsvp> {
      return guestView(await requireGuestRow(token));
    },

    /** Opening the mailed link: the answer starts to count (Going past capacity joins the waitlist). */
    async confirmGuestRsvp(token: string, siteUrl: string): Promise<GuestRsvp> {
      const row = await requireGuestRow(token);
      if (row.isConfirmed) return guestView(row);
      const { status, plusOnes, note } = row;
      const change: Answer = { status: status === 'waitlisted' ? 'going' : status, plusOnes, note };
      return answerAsGuest(row, change, siteUrl);
    },

    async putGuestRsvpByToken(
      token: string,
      body: PutGuestRsvpBody & Answer,
      siteUrl: string,
    ): Promise<GuestRsvp> {
      const row = await requireGuestRow(token);
      const change: Answer = { status: body.status, plusOnes: body.plusOnes, note: body.note };
      return answerAsGuest(row, change, siteUrl);
    },

    async deleteGuestRsvpByToken(token: string, siteUrl: string): Promise<void> {
      const row = await requireGuestRow(token);
      await answer(
        row.eventId,
        (tx) => repo.findById(row.id, tx),
        'remove',
        { guest: { name: row.name, email: row.email } },
        siteUrl,
      );
    },

    /** The host removes one answer (whatever the deadline); the waitlist moves up. */
    async removeGuest(eventId: number, guestId: number, user: User, siteUrl: string): Promise<void> {
      const event = await requireEvent(eventId);
      if (!canManageEvent(user, event)) throw new ForbiddenError('Only the host can remove guests.');
      const row = await repo.findById(guestId);
      if (!row || row.eventId !== eventId) throw new NotFoundError('Guest', guestId);
      await answer(eventId, (tx) => repo.findById(guestId, tx), 'remove', { userId: user.id }, siteUrl, {
        isHost: true,
      });
    },

    async getGoingCounts(eventIds: number[]): Promise<GoingCounts> {
      const counts = await repo.countGoingForEvents(eventIds);
      return Object.fromEntries([...counts].map(([id, n]) => [String(id), n]));
    },

    async listMyRsvps(user: User): Promise<MyRsvp[]> {
      const rows = await repo.findForUserEvents(user.id, clock(), MAX_MY_RSVPS);
      return rows.map(({ rsvp, event }) => ({
        rsvp: toRsvp(rsvp),
        event: { ...event, date: event.date.toISOString() },
      }));
    },
  };
}
export type RsvpService = ReturnType<typeof createRsvpService>;
