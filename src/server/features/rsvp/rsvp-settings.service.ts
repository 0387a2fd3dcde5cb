import type { User } from '#shared/contracts/auth.ts';
import type { RsvpSettings, UpdateRsvpSettingsBody } from '#shared/contracts/rsvp.ts';
import { ForbiddenError, NotFoundError } from '../../lib/errors/app-errors.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import type { RsvpEvent, RsvpRecord, RsvpRepository, SettingsRecord } from './rsvp.repository.ts';
import { canManageEvent, toSettings } from './rsvp-rules.ts';
import { createWaitlist } from './rsvp-waitlist.ts';

type Deps = { repo: RsvpRepository; mailer: Mailer; clock: () => Date };

/** The host's answer rules for an event (capacity, deadline, plus-ones, a public guest list). */
export function createRsvpSettingsService({ repo, mailer, clock }: Deps) {
  const { promote, mailPromoted } = createWaitlist({ repo, mailer, clock });
  async function requireEvent(eventId: number): Promise<RsvpEvent> {
    const event = await repo.findEvent(eventId);
    if (!event) throw new NotFoundError('Event', eventId);
    return event;
  }

  return {
    /**
     * Saves the host's settings; with scope 'series' on a date of a series, also on every later date
     * of it, each with its deadline as long before its own start as this one's is.
     */
    async updateSettings(
      eventId: number,
      user: User,
      body: UpdateRsvpSettingsBody,
      siteUrl: string,
      scope: 'occurrence' | 'series' = 'occurrence',
    ): Promise<RsvpSettings> {
      const event = await requireEvent(eventId);
      if (!canManageEvent(user, event)) throw new ForbiddenError('Only the host can change RSVP settings.');
      const settings: SettingsRecord = {
        isEnabled: body.isEnabled,
        capacity: body.capacity,
        deadline: body.deadline === null ? null : new Date(body.deadline),
        isGuestListPublic: body.isGuestListPublic,
        plusOneMax: body.plusOneMax,
      };
      const later = scope === 'series' ? await repo.findLaterSeriesDates(eventId, clock()) : [];
      const leadMs = settings.deadline ? event.date.getTime() - settings.deadline.getTime() : null;
      const targets = [
        { id: eventId, settings },
        ...later.map((date) => ({
          id: date.id,
          settings: {
            ...settings,
            deadline: leadMs === null ? null : new Date(date.date.getTime() - leadMs),
          },
        })),
      ];
      const promoted = await repo.transaction(async (tx) => {
        const all: { eventId: number; rsvps: RsvpRecord[] }[] = [];
        for (const target of targets) {
          await repo.lockSettings(target.id, tx);
          await repo.upsertSettings(target.id, target.settings, clock(), tx);
          // A larger capacity frees places: the waitlist moves up at once.
          all.push({ eventId: target.id, rsvps: await promote(tx, target.id, target.settings) });
        }
        return all;
      });
      for (const { eventId: id, rsvps } of promoted) {
        if (rsvps.length === 0) continue;
        const promotedEvent = id === eventId ? event : await requireEvent(id);
        await mailPromoted(promotedEvent, rsvps, siteUrl);
      }
      return toSettings(settings);
    },
  };
}
export type RsvpSettingsService = ReturnType<typeof createRsvpSettingsService>;
