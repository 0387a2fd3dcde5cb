import { formatWhen } from '#shared/lib/format-when.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import type { RsvpEvent } from './rsvp.repository.ts';
import { guestLinkUrl } from './rsvp-rules.ts';

/** Mails a guest the private link that confirms, changes or withdraws their answer. */
export async function sendGuestLink(
  mailer: Mailer,
  event: RsvpEvent,
  guest: { name: string; email: string },
  token: string,
  siteUrl: string,
  isChange: boolean,
): Promise<void> {
  const link = guestLinkUrl(siteUrl, token);
  await mailer.send({
    to: guest.email,
    kind: 'rsvp-guest-link',
    subject: isChange ? `Your RSVP link for ${event.title}` : `Confirm your RSVP to ${event.title}`,
    text: [
      `Hi ${guest.name},`,
      '',
      isChange
        ? `Someone (hopefully you) asked to change your answer to ${event.title}. Your answer is unchanged until you open this link:`
        : `Thanks for answering ${event.title} (${formatWhen(event.date, event.timeZone)}). Your answer counts once you open this link:`,
      link,
      '',
      'Keep this mail: the same private link lets you change or withdraw your answer later. Do not share it.',
      'If you did not answer this invitation, ignore this mail and nothing happens.',
    ].join('\n'),
  });
}
