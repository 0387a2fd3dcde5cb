import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEvent } from '../../lib/events/event-fixtures.ts';
import type { OutgoingMail } from '../../lib/mail/mailer.ts';
import { createTestApp, MANY_SIGN_UPS, signUpAndLogIn, type TestApp } from '../../testing/test-app.ts';
import { createRsvpRepository } from './rsvp.repository.ts';
import { createReminderJob, REMINDER_LEAD_MS } from './rsvp-reminders.ts';

const NOW = new Date('2026-11-22T15:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(MANY_SIGN_UPS, { now: NOW });
});
afterAll(async () => t.close());

/** One app process's reminder worker: its own repository and a mailer that records what it sent. */
function worker(clock: Date, failAfter = Number.POSITIVE_INFINITY) {
  const sent: OutgoingMail[] = [];
  const enqueued: unknown[] = [];
  const remind = createReminderJob({
    repo: createRsvpRepository(t.db),
    mailer: {
      async send(mail) {
        if (sent.length >= failAfter) throw new Error('mail server refused the message');
        sent.push(mail);
      },
    },
    jobs: {
      enqueue: async (...args: unknown[]) => {
        enqueued.push(args);
        return 'job-id';
      },
    },
    clock: () => clock,
  });
  return { remind, sent, enqueued };
}

/** An event starting a day after `dueAt`, with `count` signed-in guests going (one brings a friend). */
async function eventWithGuests(count: number, dueAt: Date) {
  const host = await signUpAndLogIn(t.app, { name: 'Hannah Host' });
  const eventId = await insertEvent(t.db, {
    organizerId: host.user.id,
    title: 'Backyard Movie Night',
    date: new Date(dueAt.getTime() + REMINDER_LEAD_MS),
  });
  const emails: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const guest = await signUpAndLogIn(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/events/${eventId}/rsvp`,
      headers: { cookie: guest.cookie },
      payload: { status: 'going', plusOnes: i === 0 ? 1 : 0 },
    });
    expect(res.statusCode).toBe(200);
    emails.push(guest.user.email);
  }
  const maybe = await signUpAndLogIn(t.app);
  await t.app.inject({
    method: 'PUT',
    url: `/api/events/${eventId}/rsvp`,
    headers: { cookie: maybe.cookie },
    payload: { status: 'maybe' },
  });
  return { eventId, emails };
}

const SITE = 'https://confetti.example';

describe('rsvp.remind', () => {
  it('mails each Going guest once with the .ics, even when two app processes run the job at once', async () => {
    const dueAt = new Date(NOW.getTime() + 60_000);
    const { eventId, emails } = await eventWithGuests(4, dueAt);
    const [a, b] = [worker(dueAt), worker(dueAt)];
    const results = await Promise.all([
      a.remind({ eventId, siteUrl: SITE }),
      b.remind({ eventId, siteUrl: SITE }),
    ]);
    const sent = [...a.sent, ...b.sent];
    expect(sent.map((m) => m.to).sort()).toEqual([...emails].sort());
    expect(results.reduce((total, r) => total + r.sent, 0)).toBe(4);
    const mail = sent.find((m) => m.to === emails[0])!;
    expect(mail.subject).toBe('Reminder: Backyard Movie Night is tomorrow');
    expect(mail.text).toContain("You said you'd bring 1 more.");
    expect(mail.text).toContain(`${SITE}/events/${eventId}`);
    expect(mail.attachments?.[0]).toMatchObject({ filename: `event-${eventId}.ics` });
    expect(mail.attachments?.[0]?.content).toContain('BEGIN:VEVENT');

    // A retry (or a third process) later finds nobody left to remind.
    const again = worker(dueAt);
    expect(await again.remind({ eventId, siteUrl: SITE })).toEqual({ sent: 0 });
    expect(again.sent).toEqual([]);
  });

  it('gives back the guests whose mail failed, and the retry sends only theirs', async () => {
    const dueAt = new Date(NOW.getTime() + 60_000);
    const { eventId, emails } = await eventWithGuests(3, dueAt);
    const flaky = worker(dueAt, 1);
    await expect(flaky.remind({ eventId, siteUrl: SITE })).rejects.toThrow('mail server refused');
    expect(flaky.sent).toHaveLength(1);
    const retry = worker(dueAt);
    expect(await retry.remind({ eventId, siteUrl: SITE })).toEqual({ sent: 2 });
    expect([...flaky.sent, ...retry.sent].map((m) => m.to).sort()).toEqual([...emails].sort());
  });

  it('waits for the new time when the event moved later, and sends nothing for one already started', async () => {
    const early = new Date(NOW.getTime() + 60_000);
    const { eventId } = await eventWithGuests(1, new Date(early.getTime() + 3 * 3_600_000));
    const tooSoon = worker(early);
    const result = await tooSoon.remind({ eventId, siteUrl: SITE });
    expect(result).toMatchObject({ sent: 0 });
    expect(tooSoon.sent).toEqual([]);
    expect(tooSoon.enqueued).toHaveLength(1);

    // The job ran so late (a long outage) that the party has begun: no "is tomorrow" mail then.
    const dueAt = new Date(NOW.getTime() + 60_000);
    const started = await eventWithGuests(1, dueAt);
    const late = worker(new Date(dueAt.getTime() + REMINDER_LEAD_MS + 3_600_000));
    expect(await late.remind({ eventId: started.eventId, siteUrl: SITE })).toEqual({ sent: 0 });
    expect(late.sent).toEqual([]);
  });
});
