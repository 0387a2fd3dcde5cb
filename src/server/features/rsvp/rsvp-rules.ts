import type { User } from '#shared/contracts/auth.ts';
import type { Rsvp, RsvpSettings } from '#shared/contracts/rsvp.ts';
import { formatWhen } from '#shared/lib/format-when.ts';
import { ValidationError } from '../../lib/errors/app-errors.ts';
import type { RsvpEvent, RsvpRecord, SettingsRecord } from './rsvp.repository.ts';

/** The organizer and administrators manage an event's answers and guest list. */
export const canManageEvent = (user: User | null, event: RsvpEvent) =>
  Boolean(user && (user.isAdmin || event.organizerId === user.id));

/** Why answers are closed, or null while they are open. */
export function closedReason(event: RsvpEvent, settings: SettingsRecord, now: Date): string | null {
  if (!settings.isEnabled) return 'This event is not taking RSVPs.';
  if (event.date.getTime() <= now.getTime()) return 'This event has already started, so answers are closed.';
  if (settings.deadline && settings.deadline.getTime() <= now.getTime())
    return `RSVPs for this event closed on ${formatWhen(settings.deadline, event.timeZone)}.`;
  return null;
}

export function toRsvp(row: RsvpRecord): Rsvp {
  return {
    id: row.id,
    eventId: row.eventId,
    status: row.status,
    plusOnes: row.plusOnes,
    note: row.note,
    waitlistPosition: row.waitlistPosition,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toSettings(settings: SettingsRecord): RsvpSettings {
  return {
    isEnabled: settings.isEnabled,
    capacity: settings.capacity,
    deadline: settings.deadline?.toISOString() ?? null,
    isGuestListPublic: settings.isGuestListPublic,
    plusOneMax: settings.plusOneMax,
  };
}

export const eventPageUrl = (siteUrl: string, eventId: number) =>
  `${siteUrl.replace(/\/+$/, '')}/events/${eventId}`;
export const guestLinkUrl = (siteUrl: string, token: string) =>
  `${siteUrl.replace(/\/+$/, '')}/rsvp/${token}`;

export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

type RsvpAnswer = { status: 'going' | 'maybe' | 'declined'; plusOnes: number };

/** A Declined brings no one; plus-ones past the event's maximum are a 400 on the field. */
export function checkPlusOnes<T extends RsvpAnswer>(answer: T, settings: SettingsRecord): T {
  if (answer.status === 'declined') return { ...answer, plusOnes: 0 };
  if (answer.plusOnes > settings.plusOneMax) {
    const message =
      settings.plusOneMax === 0
        ? 'This event does not take plus-ones'
        : `You can bring at most ${plural(settings.plusOneMax, 'plus-one', 'plus-ones')} to this event`;
    throw new ValidationError(message, [{ path: 'plusOnes', message }]);
  }
  return answer;
}
