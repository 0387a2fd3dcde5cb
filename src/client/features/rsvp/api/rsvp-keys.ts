/** Query keys of the RSVP feature; every answer invalidates `all`. */
export const rsvpKeys = {
  all: ['rsvp'] as const,
  state: (eventId: number) => ['rsvp', 'state', eventId] as const,
  mine: () => ['rsvp', 'mine'] as const,
  guest: (token: string) => ['rsvp', 'guest', token] as const,
  guests: (eventId: number, q: string) => ['rsvp', 'guests', eventId, q] as const,
  goingCounts: (eventIds: readonly number[]) => ['rsvp', 'going-counts', eventIds.join(',')] as const,
};
