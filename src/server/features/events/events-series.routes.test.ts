import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Event } from '#shared/contracts/events.ts';
import { wallTimeOf } from '#shared/lib/recurrence.ts';
import { eventRsvpSettings, eventSeries, events } from '../../db/schema.ts';
import { createTestApp, MANY_SIGN_UPS, signUpAndLogIn, type TestApp } from '../../testing/test-app.ts';
import { createEventSeriesRepository } from './event-series.repository.ts';
import { createEventSeriesService } from './event-series.service.ts';

// A week before daylight saving ends in the United States (Sunday 2026-11-01).
const NOW = new Date('2026-10-20T15:00:00Z');
const NEW_YORK = 'America/New_York';

let t: TestApp;
let host: Awaited<ReturnType<typeof signUpAndLogIn>>;
beforeAll(async () => {
  t = await createTestApp(MANY_SIGN_UPS, { now: NOW });
  host = await signUpAndLogIn(t.app, { name: 'Sam Series' });
});
afterAll(async () => t.close());

let titleCounter = 0;
const seriesBody = (recurrence: Record<string, unknown> | null, overrides: Record<string, unknown> = {}) => {
  titleCounter += 1;
  return {
    title: `Trivia Night ${titleCounter}`,
    description: 'Teams of four, three rounds, bragging rights.',
    // A Tuesday, 7 PM in New York (EDT).
    date: '2026-10-27T19:00',
    location: '350 5th Ave, New York, NY 10118',
    category: 'Social',
    recurrence,
    ...overrides,
  };
};

const create = (body: unknown, cookie = host.cookie) =>
  t.app.inject({ method: 'POST', url: '/api/events', payload: body as object, headers: { cookie } });

async function createSeries(recurrence: Record<string, unknown>, overrides: Record<string, unknown> = {}) {
  const res = await create(seriesBody(recurrence, overrides));
  expect(res.statusCode, res.body).toBe(201);
  const first = res.json() as Event;
  const dates = await t.app.inject({ method: 'GET', url: `/api/events/${first.id}/series` });
  expect(dates.statusCode).toBe(200);
  return { first, series: dates.json() as { series: { id: number }; dates: { id: number; date: string }[] } };
}

const getEvent = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/events/${id}` })).json() as Event;
const wallsOf = (dates: { date: string }[]) => dates.map((d) => wallTimeOf(new Date(d.date), NEW_YORK));

describe('creating a repeating event', () => {
  it('makes one event per date, 7 PM at the place across the end of daylight saving', async () => {
    const { first, series } = await createSeries({ frequency: 'weekly', weekdays: ['TU', 'TH'], count: 6 });
    expect(first.series).toMatchObject({
      rule: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=TU,TH;COUNT=6',
      startLocal: '2026-10-27T19:00',
      timeZone: NEW_YORK,
      cancelled: [],
      isException: false,
    });
    expect(wallsOf(series.dates)).toEqual([
      '2026-10-27T19:00',
      '2026-10-29T19:00',
      '2026-11-03T19:00',
      '2026-11-05T19:00',
      '2026-11-10T19:00',
      '2026-11-12T19:00',
    ]);
    // The same wall time is 23:00 UTC in October (EDT) and midnight UTC in November (EST).
    expect(series.dates[0]!.date).toBe('2026-10-27T23:00:00.000Z');
    expect(series.dates[2]!.date).toBe('2026-11-04T00:00:00.000Z');
  });

  it('lists and finds each date as an event of its own', async () => {
    const { first } = await createSeries({ frequency: 'weekly', count: 3 });
    const search = await t.app.inject({
      method: 'GET',
      url: `/api/events/search?q=${encodeURIComponent(first.title)}&ignoreLocation=true`,
    });
    const found = (search.json().events as Event[]).filter((e) => e.title === first.title);
    expect(found.map((e) => wallTimeOf(new Date(e.date), NEW_YORK))).toEqual([
      '2026-10-27T19:00',
      '2026-11-03T19:00',
      '2026-11-10T19:00',
    ]);
    expect(new Set(found.map((e) => e.series?.id)).size).toBe(1);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/events?ignoreLocation=true&when=upcoming&limit=100',
    });
    expect((list.json().events as Event[]).filter((e) => e.title === first.title)).toHaveLength(3);
    // The other dates are on the series card; similar events are other events.
    const similar = await t.app.inject({ method: 'GET', url: `/api/events/${first.id}/similar` });
    expect(similar.statusCode).toBe(200);
    expect((similar.json().events as Event[]).some((e) => e.series?.id === first.series?.id)).toBe(false);
  });

  it('repeats monthly on the nth or the last weekday, or on the day of the month, until a day', async () => {
    const second = await createSeries(
      { frequency: 'monthly', monthlyBy: 'weekdayOfMonth', count: 3 },
      {
        date: '2026-11-10T18:30',
      },
    );
    expect(second.first.series?.rule).toBe('FREQ=MONTHLY;INTERVAL=1;BYDAY=2TU;COUNT=3');
    expect(wallsOf(second.series.dates)).toEqual([
      '2026-11-10T18:30',
      '2026-12-08T18:30',
      '2027-01-12T18:30',
    ]);

    const last = await createSeries(
      { frequency: 'monthly', monthlyBy: 'weekdayOfMonth', count: 3 },
      {
        date: '2026-10-30T18:30',
      },
    );
    // A 5th Friday repeats on the last Friday of each month.
    expect(wallsOf(last.series.dates)).toEqual(['2026-10-30T18:30', '2026-11-27T18:30', '2026-12-25T18:30']);

    const byDay = await createSeries(
      { frequency: 'monthly', interval: 2, endsOn: '2027-05-15' },
      {
        date: '2026-11-15T12:00',
      },
    );
    expect(wallsOf(byDay.series.dates)).toEqual([
      '2026-11-15T12:00',
      '2027-01-15T12:00',
      '2027-03-15T12:00',
      '2027-05-15T12:00',
    ]);
  });

  it('refuses a rule that misses its first date, or gives one date, and creates nothing', async () => {
    const before = await t.db.$count(events);
    const offDay = await create(seriesBody({ frequency: 'weekly', weekdays: ['WE'], count: 4 }));
    expect(offDay.statusCode).toBe(400);
    expect(offDay.json().message).toBe(
      'The first date is a Tuesday: include Tuesday in the days it repeats on',
    );
    const oneDate = await create(seriesBody({ frequency: 'weekly', endsOn: '2026-10-28' }));
    expect(oneDate.statusCode).toBe(400);
    expect(oneDate.json().message).toBe(
      'This series has only one date: choose a later last day or more dates',
    );
    const both = await create(seriesBody({ frequency: 'weekly', endsOn: '2026-12-28', count: 3 }));
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toContain('End the series on a day or after a number of dates, not both');
    const tooMany = await create(seriesBody({ frequency: 'weekly', count: 500 }));
    expect(tooMany.statusCode).toBe(400);
    expect(await t.db.$count(events)).toBe(before);
  });
});

describe('editing and cancelling dates', () => {
  it('edits one date alone, then the whole series (a new time) passing that date by', async () => {
    const { series } = await createSeries({ frequency: 'weekly', count: 4 });
    const [d1, d2, d3, d4] = series.dates.map((d) => d.id);
    const one = await t.app.inject({
      method: 'PATCH',
      url: `/api/events/${d3}?scope=occurrence`,
      headers: { cookie: host.cookie },
      payload: { title: 'Trivia Night: Holiday Special', date: '2026-11-11T20:00' },
    });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().series.isException).toBe(true);
    expect((await getEvent(d2!)).series?.isException).toBe(false);

    const all = await t.app.inject({
      method: 'PATCH',
      url: `/api/events/${d1}?scope=series`,
      headers: { cookie: host.cookie },
      payload: { title: 'Tuesday Trivia', date: '2026-10-27T18:00' },
    });
    expect(all.statusCode, all.body).toBe(200);
    const after = await Promise.all([d1, d2, d3, d4].map((id) => getEvent(id!)));
    expect(after.map((e) => e.title)).toEqual([
      'Tuesday Trivia',
      'Tuesday Trivia',
      'Trivia Night: Holiday Special',
      'Tuesday Trivia',
    ]);
    expect(after.map((e) => wallTimeOf(new Date(e.date), NEW_YORK))).toEqual([
      '2026-10-27T18:00',
      '2026-11-03T18:00',
      '2026-11-11T20:00',
      '2026-11-17T18:00',
    ]);
    expect(after[0]!.series?.startLocal).toBe('2026-10-27T18:00');
    // The moved date keeps its place in the rule (its RECURRENCE-ID), at the series' new time.
    expect(wallTimeOf(new Date(after[2]!.series!.occurrenceStart), NEW_YORK)).toBe('2026-11-10T18:00');

    const otherDay = await t.app.inject({
      method: 'PATCH',
      url: `/api/events/${d2}?scope=series`,
      headers: { cookie: host.cookie },
      payload: { date: '2026-11-04T18:00' },
    });
    expect(otherDay.statusCode).toBe(400);
    expect(otherDay.json().message).toBe(
      'A change to the whole series can move its time, not its day. To move this date to another day, edit this date only.',
    );
  });

  it('cancels one date (an EXDATE in the calendar file), or deletes the whole series', async () => {
    const { first, series } = await createSeries({ frequency: 'weekly', count: 4 });
    const second = series.dates[1]!.id;
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `/api/events/${second}?scope=occurrence`,
      headers: { cookie: host.cookie },
    });
    expect(cancel.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/events/${second}` })).statusCode).toBe(404);
    expect((await getEvent(first.id)).series?.cancelled).toEqual(['2026-11-03T19:00']);

    const ics = await t.app.inject({ method: 'GET', url: `/api/events/${first.id}/calendar.ics` });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toContain('text/calendar');
    const calendar = new ICAL.Component(ICAL.parse(ics.body));
    const [vevent, ...more] = calendar.getAllSubcomponents('vevent');
    expect(more).toHaveLength(0);
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe(NEW_YORK);
    expect(String(vevent!.getFirstPropertyValue('rrule'))).toBe('FREQ=WEEKLY;COUNT=4;BYDAY=TU');
    expect(vevent!.getFirstProperty('dtstart')?.getParameter('tzid')).toBe(NEW_YORK);
    expect(String(vevent!.getFirstPropertyValue('exdate'))).toBe('2026-11-03T19:00:00');

    const whole = await t.app.inject({
      method: 'DELETE',
      url: `/api/events/${first.id}?scope=series`,
      headers: { cookie: host.cookie },
    });
    expect(whole.statusCode).toBe(200);
    expect(await t.db.$count(events, eq(events.title, first.title))).toBe(0);
    expect(await t.db.$count(eventSeries, eq(eventSeries.id, series.series.id))).toBe(0);
  });

  it('lets only the host or an administrator change or cancel a series', async () => {
    const { first } = await createSeries({ frequency: 'weekly', count: 3 });
    const stranger = await signUpAndLogIn(t.app);
    for (const scope of ['occurrence', 'series']) {
      const edit = await t.app.inject({
        method: 'PATCH',
        url: `/api/events/${first.id}?scope=${scope}`,
        headers: { cookie: stranger.cookie },
        payload: { title: 'Mine now' },
      });
      expect(edit.statusCode).toBe(403);
      const remove = await t.app.inject({
        method: 'DELETE',
        url: `/api/events/${first.id}?scope=${scope}`,
        headers: { cookie: stranger.cookie },
      });
      expect(remove.statusCode).toBe(403);
    }
    const badScope = await t.app.inject({
      method: 'DELETE',
      url: `/api/events/${first.id}?scope=everything`,
      headers: { cookie: host.cookie },
    });
    expect(badScope.statusCode).toBe(400);
    expect((await getEvent(first.id)).title).toBe(first.title);
  });
});

describe('answers and the calendar across a series', () => {
  it('keeps answers per date and applies RSVP settings to the later dates on request', async () => {
    const { series } = await createSeries({ frequency: 'weekly', count: 3 });
    const [d1, d2, d3] = series.dates.map((d) => d.id);
    const settings = await t.app.inject({
      method: 'PUT',
      url: `/api/events/${d1}/rsvp/settings?scope=series`,
      headers: { cookie: host.cookie },
      payload: {
        isEnabled: true,
        capacity: 2,
        // Two days (48 hours) before the first date; each later date's deadline is 48 hours before it.
        deadline: '2026-10-25T23:00:00.000Z',
        isGuestListPublic: false,
        plusOneMax: 1,
      },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const rows = await t.db.select().from(eventRsvpSettings);
    const byId = new Map(rows.map((r) => [r.eventId, r]));
    expect(byId.get(d3!)?.capacity).toBe(2);
    expect(byId.get(d3!)?.deadline?.toISOString()).toBe('2026-11-09T00:00:00.000Z');

    const guest = await signUpAndLogIn(t.app);
    const answer = await t.app.inject({
      method: 'PUT',
      url: `/api/events/${d1}/rsvp`,
      headers: { cookie: guest.cookie },
      payload: { status: 'going', plusOnes: 1 },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const counts = await t.app.inject({ method: 'GET', url: `/api/rsvps/counts?ids=${d1},${d2}` });
    expect(counts.json()).toEqual({ [String(d1)]: 2 });

    // Cancelling the date tells its guest, once; the answer goes with the date.
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `/api/events/${d1}?scope=occurrence`,
      headers: { cookie: host.cookie },
    });
    expect(cancel.statusCode).toBe(200);
    const told = t.mails.filter((m) => m.kind === 'event-cancelled' && m.to === guest.user.email);
    expect(told).toHaveLength(1);
    expect(told[0]!.subject).toMatch(/^Cancelled: Trivia Night \d+$/);
    expect(told[0]!.text).toContain('Tue, Oct 27, 2026, 7:00 PM EDT');
    expect(told[0]!.text).toContain('The other dates of the series go ahead as planned.');
  });

  it('writes one VEVENT with RRULE per series in a public feed, and an override for a moved date', async () => {
    const { first, series } = await createSeries({ frequency: 'weekly', weekdays: ['TU', 'TH'], count: 4 });
    const moved = series.dates[1]!.id;
    await t.app.inject({
      method: 'PATCH',
      url: `/api/events/${moved}?scope=occurrence`,
      headers: { cookie: host.cookie },
      payload: { date: '2026-10-30T19:00' },
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/calendar/feeds/events.ics?q=${encodeURIComponent(first.title)}`,
    });
    expect(res.statusCode).toBe(200);
    const calendar = new ICAL.Component(ICAL.parse(res.body));
    const vevents = calendar
      .getAllSubcomponents('vevent')
      .filter((v) => v.getFirstPropertyValue('summary') === first.title);
    expect(vevents).toHaveLength(2);
    const master = vevents.find((v) => !v.hasProperty('recurrence-id'))!;
    const override = vevents.find((v) => v.hasProperty('recurrence-id'))!;
    expect(String(master.getFirstPropertyValue('rrule'))).toContain('BYDAY=TU,TH');
    expect(String(override.getFirstPropertyValue('recurrence-id'))).toBe('2026-10-29T19:00:00');

    // Expanded back with ical.js in New York time: 7 PM on each date, the moved one on the Friday.
    ICAL.TimezoneService.register(calendar.getFirstSubcomponent('vtimezone')!);
    const event = new ICAL.Event(master, { strictExceptions: true, exceptions: [override] });
    const iterator = event.iterator();
    const starts: string[] = [];
    for (let next = iterator.next(); next; next = iterator.next()) {
      const details = event.getOccurrenceDetails(next);
      starts.push(wallTimeOf(details.startDate.toJSDate(), NEW_YORK));
    }
    expect(starts).toEqual(['2026-10-27T19:00', '2026-10-30T19:00', '2026-11-03T19:00', '2026-11-05T19:00']);
  });
});

describe('a series without an end', () => {
  it('makes a year of dates, and the top-up job makes more as time passes, with the same RSVP rules', async () => {
    const { first, series } = await createSeries({ frequency: 'weekly' });
    expect(series.dates).toHaveLength(53);
    await t.app.inject({
      method: 'PUT',
      url: `/api/events/${series.dates.at(-1)!.id}/rsvp/settings`,
      headers: { cookie: host.cookie },
      payload: { isEnabled: true, capacity: 30, deadline: null, isGuestListPublic: true, plusOneMax: 2 },
    });
    const later = new Date('2027-01-20T15:00:00Z');
    const service = createEventSeriesService({
      seriesRepo: createEventSeriesRepository(t.db),
      clock: () => later,
    });
    const requeued: number[] = [];
    const result = await service.extendSeries(first.series!.id, async (seconds) => requeued.push(seconds));
    // Tuesdays from Nov 2, 2027 (after the first year) to Jan 18, 2028 (before Jan 20, 2028).
    expect(result.added).toBe(12);
    expect(requeued).toEqual([30 * 24 * 60 * 60]);
    // Run again (a retry, or a second process): nothing is made twice.
    const again = await service.extendSeries(first.series!.id, async () => undefined);
    expect(again.added).toBe(0);
    const rows = await t.db
      .select({ id: events.id, date: events.date })
      .from(events)
      .where(eq(events.seriesId, first.series!.id));
    expect(rows).toHaveLength(65);
    const newest = rows.sort((a, b) => b.date.getTime() - a.date.getTime())[0]!;
    expect(wallTimeOf(newest.date, NEW_YORK)).toBe('2028-01-18T19:00');
    const [copied] = await t.db
      .select()
      .from(eventRsvpSettings)
      .where(eq(eventRsvpSettings.eventId, newest.id));
    expect(copied).toMatchObject({ capacity: 30, isGuestListPublic: true });
  });
});
