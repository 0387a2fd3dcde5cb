import type { Rsvp } from '#shared/contracts/rsvp.ts';

/** "You're going" and friends: the caller's answer in words. */
export function describeRsvp(rsvp: Pick<Rsvp, 'status' | 'plusOnes' | 'waitlistPosition'>): string {
  const extra = rsvp.plusOnes > 0 ? ` with ${rsvp.plusOnes} more` : '';
  if (rsvp.status === 'going') return `You're going${extra}.`;
  if (rsvp.status === 'waitlisted')
    return `You're on the waitlist${rsvp.waitlistPosition ? ` (number ${rsvp.waitlistPosition})` : ''}${extra}. We'll email you if a place opens up.`;
  if (rsvp.status === 'maybe') return `You answered Maybe${extra}.`;
  return "You can't go.";
}
