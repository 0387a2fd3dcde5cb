import type { User } from '#shared/contracts/auth.ts';
import type { Event } from '#shared/contracts/events.ts';

/** The Edit Event link is for an administrator or the event's organizer. */
export function canEditEvent(
  user: Pick<User, 'id' | 'isAdmin'> | null | undefined,
  event: Pick<Event, 'organizerId'>,
): boolean {
  if (!user) return false;
  return user.isAdmin || (event.organizerId !== null && user.id === event.organizerId);
}
