/** Query keys of the RSVP feature; every answer invalidates `all`. */
export const rsvpKeys = {
  all: ['rsvp'] as const,
  state: (eventId: number) => ['rsvp', 'state', eventId] as const,
  mine: () => ['rsvp', 'mine'] as const,
  guest: (token: string) => ['rsvp', 'guest', token] as const,
  guests: (eventId: number, query: Record<string, string | number | undefined>) =>
    ['rsvp', 'guests', eventId, query] as const,
  guestPages: (eventId: number, q: string) => ['rsvp', 'guest-pages', eventId, q] as const,
  goingCounts: (eventIds: readonly number[]) => ['rsvp', 'going-counts', eventIds.join(',')] as const,
};
