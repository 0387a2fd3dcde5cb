import { formatWhen } from '#shared/lib/format-when.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import type { GuestToTell } from './event-series.repository.ts';

/**
 * One mail per guest, whatever the number of their dates that were cancelled: 'Cancelled: Trivia
 * Night' with each date, and whether the rest of a series goes ahead.
 */
export async function tellGuests(
  mailer: Mailer,
  guests: readonly GuestToTell[],
  othersGoAhead: boolean,
): Promise<void> {
  const byEmail = new Map<string, GuestToTell[]>();
  for (const guest of guests) {
    const key = guest.email.toLowerCase();
    byEmail.set(key, [...(byEmail.get(key) ?? []), guest]);
  }
  for (const dates of byEmail.values()) {
    const [first] = dates as [GuestToTell];
    const lines = dates.map((d) => `- ${formatWhen(d.date, d.timeZone)}`);
    await mailer.send({
      to: first.email,
      kind: 'event-cancelled',
      subject: `Cancelled: ${first.title}`,
      text: [
        `Hi ${first.name},`,
        '',
        `The host cancelled ${first.title} on:`,
        ...lines,
        '',
        othersGoAhead ? 'The other dates of the series go ahead as planned.' : '',
        'You are receiving this because you answered the invitation on Confetti.',
      ]
        .filter((line, i, all) => line !== '' || all[i - 1] !== '')
        .join('\n'),
    });
  }
}
