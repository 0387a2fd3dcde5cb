import { describe, expect, it } from 'vitest';
import { type Anchor, formatWall, isSingleDay, resolveDateLabel } from './date-oracle.ts';

const at = (name: string, now: string, timeZone = 'America/New_York'): Anchor => {
  const [date = '', time = '00:00'] = now.split('T');
  const [year = 0, month = 0, day = 0] = date.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return { name, now: { year, month, day, hour, minute }, timeZone };
};

// A Wednesday morning, a Saturday afternoon, a Friday evening and a Sunday just after Christmas.
const WEDNESDAY = at('wed', '2026-03-11T10:00');
const SATURDAY = at('sat', '2026-06-27T13:00', 'America/Chicago');
const FRIDAY = at('fri', '2026-11-20T18:30', 'America/Los_Angeles');
const SUNDAY = at('sun', '2026-12-27T12:00', 'America/Denver');

function range(label: string, anchor: Anchor): string {
  const r = resolveDateLabel(label, anchor);
  return `${formatWall(r.from)}..${formatWall(r.to)}`;
}

describe('resolveDateLabel', () => {
  it('reads days and nights relative to today', () => {
    expect(range('today', WEDNESDAY)).toBe('2026-03-11T00:00..2026-03-12T00:00');
    expect(range('tomorrow', SUNDAY)).toBe('2026-12-28T00:00..2026-12-29T00:00');
    expect(range('tonight', WEDNESDAY)).toBe('2026-03-11T17:00..2026-03-12T04:00');
    expect(range('tomorrow@night', FRIDAY)).toBe('2026-11-21T17:00..2026-11-22T04:00');
    expect(range('days+3', WEDNESDAY)).toBe('2026-03-11T10:00..2026-03-15T00:00');
  });

  it('starts tonight now once it is past 17:00', () => {
    const tonight = resolveDateLabel('tonight', FRIDAY);
    expect(formatWall(tonight.from)).toBe('2026-11-20T18:30');
    expect(tonight.isFromNow).toBe(true);
  });

  it('takes this weekend as Saturday to Monday, the current one on a weekend day', () => {
    expect(range('weekend', WEDNESDAY)).toBe('2026-03-14T00:00..2026-03-16T00:00');
    expect(range('weekend', SATURDAY)).toBe('2026-06-27T00:00..2026-06-29T00:00');
    expect(range('weekend', SUNDAY)).toBe('2026-12-26T00:00..2026-12-28T00:00');
    expect(range('weekend+1', SUNDAY)).toBe('2027-01-02T00:00..2027-01-04T00:00');
  });

  it('takes a weekday as the next one and "next" as that day in next week', () => {
    expect(range('dow:sat', WEDNESDAY)).toBe('2026-03-14T00:00..2026-03-15T00:00');
    expect(range('dow:sat', SATURDAY)).toBe('2026-06-27T00:00..2026-06-28T00:00');
    expect(range('next:sat', WEDNESDAY)).toBe('2026-03-21T00:00..2026-03-22T00:00');
    expect(range('next:sat', SUNDAY)).toBe('2027-01-02T00:00..2027-01-03T00:00');
    expect(range('dow:sat+1', WEDNESDAY)).toBe('2026-03-21T00:00..2026-03-22T00:00');
    expect(range('dow:sat~1', WEDNESDAY)).toBe('2026-03-15T00:00..2026-03-16T00:00');
  });

  it('runs this week and this month from now, and names whole months forward', () => {
    expect(range('week', WEDNESDAY)).toBe('2026-03-11T10:00..2026-03-16T00:00');
    expect(range('week+1', SATURDAY)).toBe('2026-06-29T00:00..2026-07-06T00:00');
    expect(range('month', SUNDAY)).toBe('2026-12-27T12:00..2027-01-01T00:00');
    expect(range('month+1', SUNDAY)).toBe('2027-01-01T00:00..2027-02-01T00:00');
    expect(range('month-of:3', SATURDAY)).toBe('2027-03-01T00:00..2027-04-01T00:00');
    expect(range('month-of:12', SUNDAY)).toBe('2026-12-01T00:00..2027-01-01T00:00');
  });

  it('resolves dates and holidays forward, today counting', () => {
    expect(range('date:12-12', SUNDAY)).toBe('2027-12-12T00:00..2027-12-13T00:00');
    expect(range('date:6-27', SATURDAY)).toBe('2026-06-27T00:00..2026-06-28T00:00');
    expect(range('holiday:thanksgiving', FRIDAY)).toBe('2026-11-26T00:00..2026-11-27T00:00');
    expect(range('holiday:thanksgiving', SUNDAY)).toBe('2027-11-25T00:00..2027-11-26T00:00');
    expect(range('holiday:easter', WEDNESDAY)).toBe('2026-04-05T00:00..2026-04-06T00:00');
    expect(range('holiday:easter', SATURDAY)).toBe('2027-03-28T00:00..2027-03-29T00:00');
    expect(range('holiday:mardigras', SUNDAY)).toBe('2027-02-09T00:00..2027-02-10T00:00');
    expect(range('holiday:goodfriday', SUNDAY)).toBe('2027-03-26T00:00..2027-03-27T00:00');
    expect(range('holiday:superbowl', SUNDAY)).toBe('2027-02-14T00:00..2027-02-15T00:00');
    expect(range('holiday:memorial', WEDNESDAY)).toBe('2026-05-25T00:00..2026-05-26T00:00');
    expect(range('holiday:blackfriday', FRIDAY)).toBe('2026-11-27T00:00..2026-11-28T00:00');
    expect(range('holiday:nye', SUNDAY)).toBe('2026-12-31T00:00..2027-01-01T00:00');
  });

  it('reads a day of the month alone as the next one, today counting', () => {
    expect(range('day:15', WEDNESDAY)).toBe('2026-03-15T00:00..2026-03-16T00:00');
    expect(range('day:11', WEDNESDAY)).toBe('2026-03-11T00:00..2026-03-12T00:00');
    expect(range('day:15', SATURDAY)).toBe('2026-07-15T00:00..2026-07-16T00:00');
    expect(range('day:31', FRIDAY)).toBe('2026-12-31T00:00..2027-01-01T00:00');
    expect(range('day:2', SUNDAY)).toBe('2027-01-02T00:00..2027-01-03T00:00');
    expect(range('day:31', SATURDAY)).toBe('2026-07-31T00:00..2026-08-01T00:00');
  });

  it('stretches a holiday weekend to hold the holiday', () => {
    expect(range('holiday-weekend:memorial', WEDNESDAY)).toBe('2026-05-23T00:00..2026-05-26T00:00');
    expect(range('holiday-weekend:thanksgiving', FRIDAY)).toBe('2026-11-26T00:00..2026-11-30T00:00');
    expect(range('holiday-weekend:july4', WEDNESDAY)).toBe('2026-07-04T00:00..2026-07-06T00:00');
  });

  it('reads the nth and last weekend of a month', () => {
    expect(range('weekendof:12-1', WEDNESDAY)).toBe('2026-12-05T00:00..2026-12-07T00:00');
    expect(range('weekendof:12-2', SUNDAY)).toBe('2027-12-11T00:00..2027-12-13T00:00');
    expect(range('weekendof:10-last', WEDNESDAY)).toBe('2026-10-31T00:00..2026-11-02T00:00');
  });

  it('spans two terms, starting now when the first has just passed', () => {
    expect(range('holiday:xmas..holiday:newyear', FRIDAY)).toBe('2026-12-25T00:00..2027-01-02T00:00');
    const between = resolveDateLabel('holiday:xmas..holiday:newyear', SUNDAY);
    expect(formatWall(between.from)).toBe('2026-12-27T12:00');
    expect(between.isFromNow).toBe(true);
  });

  it('tells a single day from a range', () => {
    expect(isSingleDay(resolveDateLabel('dow:fri', FRIDAY))).toBe(true);
    expect(isSingleDay(resolveDateLabel('weekend', FRIDAY))).toBe(false);
    expect(isSingleDay(resolveDateLabel('tonight', FRIDAY))).toBe(false);
  });

  it('reads the nth or last weekday of a month forward', () => {
    expect(range('nthday:1-2-sat', FRIDAY)).toBe('2027-01-09T00:00..2027-01-10T00:00');
    expect(range('nthday:3-1-fri', WEDNESDAY)).toBe('2027-03-05T00:00..2027-03-06T00:00');
    expect(range('nthday:3-3-fri', WEDNESDAY)).toBe('2026-03-20T00:00..2026-03-21T00:00');
    expect(range('nthday:month-last-sun', FRIDAY)).toBe('2026-11-29T00:00..2026-11-30T00:00');
    expect(range('nthday:month-1-tue', SUNDAY)).toBe('2027-01-05T00:00..2027-01-06T00:00');
    expect(range('nthday:month+1-1-tue', FRIDAY)).toBe('2026-12-01T00:00..2026-12-02T00:00');
    expect(range('dowday:sat-12', FRIDAY)).toBe('2026-12-12T00:00..2026-12-13T00:00');
    expect(range('dowday:sun-12', FRIDAY)).toBe('2026-12-12T00:00..2026-12-13T00:00');
  });

  it('throws on a label it does not know', () => {
    expect(() => resolveDateLabel('someday', WEDNESDAY)).toThrow(/Unknown date term/);
    expect(() => resolveDateLabel('holiday:festivus', WEDNESDAY)).toThrow(/Unknown holiday/);
    expect(() => resolveDateLabel('dow:caturday', WEDNESDAY)).toThrow(/Unknown weekday/);
    expect(() => resolveDateLabel('today@noon', WEDNESDAY)).toThrow(/Unknown suffix/);
  });
});
