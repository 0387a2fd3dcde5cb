import { describe, expect, it } from 'vitest';
import { findLatestEvent, sortMyEvents } from './sort-my-events.ts';

const NOW = new Date('2026-11-22T12:00:00Z');

// Created in id order; dates mix past, upcoming and one that is not a date.
const events = [
  { id: 1, title: 'zumba in the park', date: '2026-06-01T18:00:00Z', createdAt: '2026-01-01T00:00:00Z' },
  { id: 2, title: 'Álamo Birthday', date: '2026-12-24T20:00:00Z', createdAt: '2026-02-01T00:00:00Z' },
  { id: 3, title: 'Party 10', date: 'not a date', createdAt: '2026-03-01T00:00:00Z' },
  { id: 4, title: 'Party 9', date: '2026-11-25T01:00:00Z', createdAt: '2026-04-01T00:00:00Z' },
  { id: 5, title: 'apple picking', date: '2026-09-10T16:00:00Z', createdAt: '2026-05-01T00:00:00Z' },
];
const ids = (list: { id: number }[]) => list.map((e) => e.id);

describe('sortMyEvents', () => {
  it('Newest First puts the most recently created event first', () => {
    expect(ids(sortMyEvents(events, 'newest', NOW))).toEqual([5, 4, 3, 2, 1]);
  });

  it('Oldest First puts the earliest created event first', () => {
    expect(ids(sortMyEvents(events, 'oldest', NOW))).toEqual([1, 2, 3, 4, 5]);
  });

  it('Title A-Z ignores case and accents and orders numbers numerically', () => {
    expect(sortMyEvents(events, 'title', NOW).map((e) => e.title)).toEqual([
      'Álamo Birthday',
      'apple picking',
      'Party 9',
      'Party 10',
      'zumba in the park',
    ]);
  });

  it('Event Date lists upcoming events soonest first, then past events most recent first, then undated', () => {
    expect(ids(sortMyEvents(events, 'date', NOW))).toEqual([4, 2, 5, 1, 3]);
  });

  it('breaks ties by id and leaves the input untouched', () => {
    const twins = [
      { id: 8, title: 'Same', date: '2026-12-01T00:00:00Z', createdAt: '2026-01-01T00:00:00Z' },
      { id: 7, title: 'same', date: '2026-12-01T00:00:00Z', createdAt: '2026-01-01T00:00:00Z' },
    ];
    expect(ids(sortMyEvents(twins, 'oldest', NOW))).toEqual([7, 8]);
    expect(ids(sortMyEvents(twins, 'newest', NOW))).toEqual([8, 7]);
    expect(ids(sortMyEvents(twins, 'title', NOW))).toEqual([7, 8]);
    expect(ids(sortMyEvents(twins, 'date', NOW))).toEqual([7, 8]);
    expect(ids(twins)).toEqual([8, 7]);
  });
});

describe('findLatestEvent', () => {
  it('finds the event with the latest valid date', () => {
    expect(findLatestEvent(events)?.id).toBe(2);
  });

  it('is null without a valid date', () => {
    expect(findLatestEvent([])).toBeNull();
    expect(findLatestEvent([events[2]!])).toBeNull();
  });
});
