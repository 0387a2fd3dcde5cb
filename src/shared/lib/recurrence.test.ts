import { describe, expect, it } from 'vitest';
import type { Recurrence } from '../contracts/events.ts';
import {
  describeRule,
  describeRuleText,
  formatRule,
  instantOfWallTime,
  nthWeekdayOf,
  parseRule,
  ruleOf,
  wallTimeOf,
  weekdayCodeOf,
} from './recurrence.ts';

const weekly: Recurrence = {
  frequency: 'weekly',
  interval: 1,
  weekdays: [],
  monthlyBy: 'dayOfMonth',
  count: null,
  endsOn: null,
};

describe('recurrence rules', () => {
  it('reads the weekday and the weekday of the month of a day', () => {
    expect(weekdayCodeOf('2026-11-03')).toBe('TU');
    expect(weekdayCodeOf('2026-11-29')).toBe('SU');
    expect(nthWeekdayOf('2026-11-10')).toEqual({ nth: 2, day: 'TU' });
    expect(nthWeekdayOf('2026-11-26')).toEqual({ nth: 4, day: 'TH' });
    // A 5th Friday repeats as the last Friday: most months have no 5th.
    expect(nthWeekdayOf('2026-10-30')).toEqual({ nth: -1, day: 'FR' });
  });

  it('writes a weekly rule on the first date’s day when none is chosen, and reads it back', () => {
    const parts = ruleOf({ ...weekly, count: 8 }, '2026-11-03T19:00', null);
    expect(formatRule(parts)).toBe('FREQ=WEEKLY;INTERVAL=1;BYDAY=TU;COUNT=8');
    expect(parseRule(formatRule(parts))).toEqual(parts);
  });

  it('writes UNTIL in UTC and monthly rules by day or nth weekday', () => {
    const until = new Date('2027-06-01T03:59:00Z');
    expect(
      formatRule(ruleOf({ ...weekly, weekdays: ['TH', 'MO'], interval: 2 }, '2026-11-02T18:00', until)),
    ).toBe('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH;UNTIL=20270601T035900Z');
    expect(formatRule(ruleOf({ ...weekly, frequency: 'monthly' }, '2026-11-15T12:00', null))).toBe(
      'FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=15',
    );
    expect(
      formatRule(
        ruleOf({ ...weekly, frequency: 'monthly', monthlyBy: 'weekdayOfMonth' }, '2026-10-30T12:00', null),
      ),
    ).toBe('FREQ=MONTHLY;INTERVAL=1;BYDAY=-1FR');
  });

  it('says a rule in words', () => {
    expect(describeRuleText('FREQ=WEEKLY;INTERVAL=1;BYDAY=TU,TH;COUNT=6')).toBe(
      'Every week on Tuesday and Thursday, 6 dates',
    );
    expect(describeRuleText('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE,FR')).toBe(
      'Every 2 weeks on Monday, Wednesday and Friday',
    );
    expect(describeRuleText('FREQ=MONTHLY;INTERVAL=1;BYDAY=-1FR')).toBe('Every month on the last Friday');
    expect(describeRuleText('FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=22')).toBe('Every 3 months on the 22nd');
    // UNTIL is read on the event's own calendar: 03:59 UTC on June 1 is still May 31 in New York.
    expect(
      describeRule(
        parseRule('FREQ=MONTHLY;INTERVAL=1;BYDAY=2TU;UNTIL=20270601T035900Z')!,
        'America/New_York',
      ),
    ).toBe('Every month on the 2nd Tuesday, until May 31, 2027');
    expect(describeRuleText('FREQ=DAILY;COUNT=3')).toBe('Repeats');
  });

  it('converts wall times at a place both ways, across daylight saving', () => {
    expect(instantOfWallTime('2026-10-27T19:00', 'America/New_York').toISOString()).toBe(
      '2026-10-27T23:00:00.000Z',
    );
    expect(instantOfWallTime('2026-11-03T19:00', 'America/New_York').toISOString()).toBe(
      '2026-11-04T00:00:00.000Z',
    );
    expect(wallTimeOf(new Date('2026-11-04T00:00:00Z'), 'America/New_York')).toBe('2026-11-03T19:00');
    expect(wallTimeOf(new Date('2026-11-04T00:00:00Z'), 'America/Los_Angeles')).toBe('2026-11-03T16:00');
  });
});
