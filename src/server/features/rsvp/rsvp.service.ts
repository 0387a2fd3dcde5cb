import type { User } from '#shared/contracts/auth.ts';
import type {
  GoingCounts,
  MyRsvp,
  PendingRsvp,
  PutRsvpBody,
  Rsvp,
  RsvpState,
} from '#shared/contracts/rsvp.ts';
import { ForbiddenError, NotFoundError } from '../../lib/errors/app-errors.ts';
import type { GuestRsvpService } from './guest-rsvp.service.ts';
import type { RsvpRepository } from './rsvp.repository.ts';
import type { Answer, AnswerWriter } from './rsvp-answer.ts';
import { canManageEvent, closedReason, toRsvp, toSettings } from './rsvp-rules.ts';

type Deps = {
  repo: RsvpRepository;
  answers: AnswerWriter;
  /** Where an answer from someone not signed in goes: it waits for the link mailed to them. */
  guestRsvp: Pick<GuestRsvpService, 'putGuestRsvp'>;
  clock: () => Date;
};

const MAX_MY_RSVPS = 200;

/**
 * Answers to events by signed-in users, the counts shown beside them, and the host removing one
 * answer. The host's settings are rsvp-settings.service.ts; answers through a guest's private link
 * are guest-rsvp.service.ts.
 */
export function createRsvpService({ repo, answers, guestRsvp, clock }: Deps) {
  const { requireEvent, answer } = answers;

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
      if (!user) return guestRsvp.putGuestRsvp(eventId, body.guest, change, siteUrl);
      const row = await answer(
        eventId,
        (tx) => repo.findForUser(eventId, user.id, tx),
        change,
        { userId: user.id },
        siteUrl,
      );
      return toRsvp(row!);
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
