import { GUEST_RSVP_CLOSED_MESSAGE } from '#shared/constants.ts';
import type { GuestRsvp, PendingRsvp, PutGuestRsvpBody } from '#shared/contracts/rsvp.ts';
import { GUEST_RSVP_MAILS_PER_HOUR } from '#shared/contracts/rsvp.ts';
import {
  ConflictError,
  NotFoundError,
  RateLimitedError,
  UnauthenticatedError,
} from '../../lib/errors/app-errors.ts';
import { normalizeMailbox } from '../../lib/mail/mailbox.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import type { RateLimiter } from '../../lib/rate-limit/rate-limiter.ts';
import { generateToken, hashToken } from '../../lib/security/tokens.ts';
import type { RsvpEvent, RsvpRecord, RsvpRepository } from './rsvp.repository.ts';
import type { Answer, AnswerWriter } from './rsvp-answer.ts';
import { sendGuestLink } from './rsvp-guest-mail.ts';
import { checkPlusOnes, closedReason, toRsvp } from './rsvp-rules.ts';

type Deps = {
  repo: RsvpRepository;
  answers: AnswerWriter;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  clock: () => Date;
  /** Whether the administrator lets guests answer without an account; read on each answer. */
  isGuestRsvpOpen: () => boolean;
};

type Guest = { name: string; email: string };

/**
 * Answers from guests without an account. Nothing counts until the guest opens the private link
 * mailed to them; from then on that link is their credential to read, change or withdraw it.
 */
export function createGuestRsvpService({ repo, answers, mailer, rateLimiter, clock, isGuestRsvpOpen }: Deps) {
  const { requireEvent, answer } = answers;

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

  /** The guest answers through their private link, under the name they gave. */
  async function answerByLink(row: RsvpRecord, change: Answer | 'remove', siteUrl: string) {
    return answer(
      row.eventId,
      (tx) => repo.findById(row.id, tx),
      change,
      { guest: { name: row.name, email: row.email } },
      siteUrl,
    );
  }

  /** Stores a guest's answer as unconfirmed (or re-keys a confirmed one) and mails the private link. */
  async function writeGuestAnswer(
    event: RsvpEvent,
    guest: Guest,
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
    /** Someone not signed in answers with a name and email: the answer waits for the mailed link. */
    async putGuestRsvp(
      eventId: number,
      guest: Guest | undefined,
      change: Answer,
      siteUrl: string,
    ): Promise<PendingRsvp> {
      if (!isGuestRsvpOpen()) throw new UnauthenticatedError(GUEST_RSVP_CLOSED_MESSAGE);
      if (!guest) throw new UnauthenticatedError('Sign in, or give your name and email, to answer.');
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

    async getGuestRsvp(token: string): Promise<GuestRsvp> {
      return guestView(await requireGuestRow(token));
    },

    /** Opening the mailed link: the answer starts to count (Going past capacity joins the waitlist). */
    async confirmGuestRsvp(token: string, siteUrl: string): Promise<GuestRsvp> {
      const row = await requireGuestRow(token);
      if (row.isConfirmed) return guestView(row);
      const { status, plusOnes, note } = row;
      const change: Answer = { status: status === 'waitlisted' ? 'going' : status, plusOnes, note };
      return guestView((await answerByLink(row, change, siteUrl))!);
    },

    async putGuestRsvpByToken(
      token: string,
      body: PutGuestRsvpBody & Answer,
      siteUrl: string,
    ): Promise<GuestRsvp> {
      const row = await requireGuestRow(token);
      const change: Answer = { status: body.status, plusOnes: body.plusOnes, note: body.note };
      return guestView((await answerByLink(row, change, siteUrl))!);
    },

    async deleteGuestRsvpByToken(token: string, siteUrl: string): Promise<void> {
      await answerByLink(await requireGuestRow(token), 'remove', siteUrl);
    },
  };
}
export type GuestRsvpService = ReturnType<typeof createGuestRsvpService>;
