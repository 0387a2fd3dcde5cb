import type { Event } from '#shared/contracts/events.ts';

type CreatorFields = Pick<Event, 'creator' | 'organizerName'>;

const filled = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/**
 * Who created the event, by the display-name rule: the creator's name, else the
 * creator's username, else the organizer name, else 'Anonymous'.
 */
export function getCreatorDisplayName(event: CreatorFields): string {
  return (
    filled(event.creator?.name) ??
    filled(event.creator?.username) ??
    filled(event.organizerName) ??
    'Anonymous'
  );
}

/** The username whose public profile the creator line links to, or null when there is no account. */
export function getCreatorProfileUsername(event: CreatorFields): string | null {
  return filled(event.creator?.username);
}
