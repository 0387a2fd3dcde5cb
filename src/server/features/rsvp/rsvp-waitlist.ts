import { formatWhen } from '#shared/lib/format-when.ts';
import type { DbExecutor } from '../../db/client.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import type { RsvpEvent, RsvpRecord, RsvpRepository, SettingsRecord } from './rsvp.repository.ts';
import { eventPageUrl } from './rsvp-rules.ts';

type Deps = { repo: RsvpRepository; mailer: Mailer; clock: () => Date };

/** The waitlist moving up when places free: who moves, and their mail once the change committed. */
export function createWaitlist({ repo, mailer, clock }: Deps) {
  /** Fills freed places from the front of the waitlist, in order; answers who moved up. */
  async function promote(tx: DbExecutor, eventId: number, settings: SettingsRecord): Promise<RsvpRecord[]> {
    const promoted: RsvpRecord[] = [];
    let going = await repo.countGoingPeople(eventId, null, tx);
    for (;;) {
      const first = await repo.firstWaitlisted(eventId, tx);
      if (!first) break;
      if (settings.capacity !== null && going + 1 + first.plusOnes > settings.capacity) break;
      await repo.update(first.id, { status: 'going', waitlistedAt: null }, clock(), tx);
      going += 1 + first.plusOnes;
      promoted.push(first);
    }
    return promoted;
  }

  async function mailPromoted(event: RsvpEvent, promoted: RsvpRecord[], siteUrl: string): Promise<void> {
    for (const row of promoted) {
      await mailer.send({
        to: row.email,
        kind: 'rsvp-promoted',
        subject: `You're going to ${event.title}`,
        text: [
          `Hi ${row.name},`,
          '',
          `A place opened up: you moved off the waitlist and are now going to ${event.title}.`,
          `When: ${formatWhen(event.date, event.timeZone)}`,
          `Where: ${event.location}`,
          '',
          `Event page: ${eventPageUrl(siteUrl, event.id)}`,
          "If you can't make it any more, change your answer there so the next person gets your place.",
        ].join('\n'),
      });
    }
  }

  return { promote, mailPromoted };
}
