import { describe, expect, it } from 'vitest';
import { buildTimeline, todayIn } from './plan-timeline.ts';

const TODAY = { year: 2026, month: 11, day: 27 };
const TASKS = [
  { task: 'Set the budget', lead: 60 },
  { task: 'Book the venue', lead: 56 },
  { task: 'Book vendors', lead: 42 },
  { task: 'Send invitations', lead: 21 },
  { task: 'Order supplies', lead: 14 },
  { task: 'Confirm RSVPs', lead: 7 },
  { task: 'Confirm vendors', lead: 3 },
  { task: 'Shop', lead: 2 },
  { task: 'Clean', lead: 1 },
  { task: 'Welcome guests', lead: 0 },
];

describe('buildTimeline', () => {
  it('gives a party in ten days a ten-day plan that starts today', () => {
    const steps = buildTimeline(TASKS, { day: { year: 2026, month: 12, day: 7 }, time: null }, TODAY);
    expect(steps.map((s) => s.daysBefore)).toEqual([10, 7, 3, 2, 1, 0]);
    expect(steps[0]).toMatchObject({ date: '2026-11-27', label: 'Today (Fri, Nov 27)' });
    expect(steps[0]!.tasks).toEqual([
      'Set the budget',
      'Book the venue',
      'Book vendors',
      'Send invitations',
      'Order supplies',
    ]);
    expect(steps.at(-1)).toMatchObject({ date: '2026-12-07', label: 'Party day (Mon, Dec 7)' });
  });

  it('never schedules a step before today', () => {
    for (let days = 0; days <= 400; days += 1) {
      const day = new Date(Date.UTC(2026, 10, 27 + days));
      const party = { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() };
      const steps = buildTimeline(TASKS, { day: party, time: null }, TODAY);
      expect(steps.every((s) => s.date! >= '2026-11-27' && s.daysBefore <= days)).toBe(true);
      expect(steps.flatMap((s) => s.tasks)).toHaveLength(TASKS.length);
    }
  });

  it('gives a party months away weekly milestones, the day before and the day', () => {
    const steps = buildTimeline(
      TASKS,
      { day: { year: 2027, month: 3, day: 6 }, time: { hour: 14, minute: 0 } },
      TODAY,
    );
    expect(steps.map((s) => s.label)).toEqual([
      '8 weeks before (Sat, Jan 9)',
      '6 weeks before (Sat, Jan 23)',
      '2 weeks before (Sat, Feb 20)',
      '1 week before (Sat, Feb 27)',
      '3 days before (Wed, Mar 3)',
      'Day before (Fri, Mar 5)',
      'Party day (Sat, Mar 6, 2 PM)',
    ]);
  });

  it('puts everything on today for a party today', () => {
    const steps = buildTimeline(TASKS, { day: TODAY, time: null }, TODAY);
    expect(steps).toHaveLength(1);
    expect(steps[0]).toMatchObject({ daysBefore: 0, label: 'Today: party day (Fri, Nov 27)' });
  });

  it('counts back in relative steps while the party has no date', () => {
    const steps = buildTimeline(TASKS, { day: null, time: null }, TODAY);
    expect(steps[0]).toMatchObject({ label: '8 weeks before', date: null, weeksBefore: 8 });
    expect(steps.at(-1)).toMatchObject({ label: 'Party day', daysBefore: 0 });
  });
});

it('gives a wedding a year out its months: venue 9 months before, vendors 6', () => {
  const tasks = [
    { task: 'Set the budget', lead: 365 },
    { task: 'Book the venue', lead: 270 },
    { task: 'Book vendors', lead: 180 },
    { task: 'Send save-the-dates', lead: 90 },
  ];
  const steps = buildTimeline(tasks, { day: { year: 2027, month: 11, day: 27 }, time: null }, TODAY);
  expect(steps.map((s) => s.label)).toEqual([
    'Today (Fri, Nov 27)',
    '9 months before (Tue, Mar 2)',
    '6 months before (Mon, May 31)',
    '3 months before (Sun, Aug 29)',
  ]);
});

describe('todayIn', () => {
  it('reads the calendar day in the zone, not the server’s', () => {
    const now = new Date('2026-11-28T03:00:00Z');
    expect(todayIn(now, 'America/Los_Angeles')).toEqual({ year: 2026, month: 11, day: 27 });
    expect(todayIn(now, 'America/New_York')).toEqual({ year: 2026, month: 11, day: 27 });
    expect(todayIn(now, 'UTC')).toEqual({ year: 2026, month: 11, day: 28 });
  });
});
