import { describe, expect, it } from 'vitest';
import { pickSimilarEvents } from './similar-events.ts';

const now = new Date('2026-11-22T12:00:00Z');
const current = { id: 1, category: 'Birthday', date: '2026-11-28T03:00:00Z' };
const ev = (id: number, date: string, category = 'Birthday') => ({ id, category, date });

describe('pickSimilarEvents', () => {
  it('keeps future events of the same category, not the current one, by date ascending', () => {
    const events = [
      current,
      ev(2, '2026-12-05T18:00:00Z'),
      ev(3, '2026-11-23T18:00:00Z'),
      ev(4, '2026-11-30T18:00:00Z', 'Wedding'),
      ev(5, '2026-11-21T18:00:00Z'),
    ];
    expect(pickSimilarEvents(events, current, now).map((e) => e.id)).toEqual([3, 2]);
  });

  it('drops events that already started', () => {
    expect(
      pickSimilarEvents([ev(2, '2026-11-22T12:00:00Z'), ev(3, '2026-11-22T11:59:00Z')], current, now),
    ).toEqual([]);
  });

  it('matches the category case-insensitively', () => {
    expect(pickSimilarEvents([ev(2, '2026-12-01T00:00:00Z', ' birthday ')], current, now)).toHaveLength(1);
  });

  it('returns at most 4', () => {
    const events = [6, 5, 4, 3, 2].map((id) => ev(id, `2026-12-0${id}T00:00:00Z`));
    expect(pickSimilarEvents(events, current, now).map((e) => e.id)).toEqual([2, 3, 4, 5]);
  });

  it('is empty when nothing matches', () => {
    expect(pickSimilarEvents([], current, now)).toEqual([]);
    expect(pickSimilarEvents([current], current, now)).toEqual([]);
  });
});
