import { describe, expect, it } from 'vitest';
import { understand } from '../understand.ts';

const read = (text: string) => understand(text, { now: new Date('2026-03-11T15:00:00Z'), timeZone: 'UTC' });

describe('the event category', () => {
  it('reads a thing run into "fest" as a festival of it', () => {
    expect(read('ribfest in naperville').category?.value).toBe('Food Festival');
    expect(read('bluesfest downtown').category?.value).toBe('Concert');
  });

  it('reads an event a date came from, when another date is said after it', () => {
    const reading = read('trunk or treat this weekend');
    expect(reading.category?.value).toBe('Holiday');
    expect(reading.date?.label).toBe('Mar 14–15');
  });

  it('still reads a holiday after "on" as the date alone', () => {
    expect(read('events in philly on juneteenth').category).toBeNull();
  });
});
