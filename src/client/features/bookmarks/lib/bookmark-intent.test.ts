import { beforeEach, describe, expect, it } from 'vitest';
import {
  BOOKMARK_INTENT_TTL_MS,
  type BookmarkIntent,
  saveBookmarkIntent,
  takeBookmarkIntent,
} from './bookmark-intent.ts';

const NOW = Date.parse('2026-11-22T18:00:00Z');
const intent: BookmarkIntent = {
  eventId: 7,
  title: 'Sunset Folk Concert',
  returnTo: '/events/7?ref=home',
  savedAt: NOW,
};

beforeEach(() => sessionStorage.clear());

describe('takeBookmarkIntent', () => {
  it('gives back a fresh press made on this page, once', () => {
    saveBookmarkIntent(intent);
    expect(takeBookmarkIntent('/events/7', NOW + 60_000)).toEqual(intent);
    expect(takeBookmarkIntent('/events/7', NOW + 60_000)).toBeNull();
  });

  it('drops a press made on another page', () => {
    saveBookmarkIntent(intent);
    expect(takeBookmarkIntent('/search', NOW)).toBeNull();
    expect(takeBookmarkIntent('/events/7', NOW)).toBeNull();
  });

  it('drops a press older than half an hour', () => {
    saveBookmarkIntent(intent);
    expect(takeBookmarkIntent('/events/7', NOW + BOOKMARK_INTENT_TTL_MS + 1)).toBeNull();
    saveBookmarkIntent(intent);
    expect(takeBookmarkIntent('/events/7', NOW + BOOKMARK_INTENT_TTL_MS)).toEqual(intent);
  });

  it('keeps only the latest press', () => {
    saveBookmarkIntent(intent);
    saveBookmarkIntent({ ...intent, eventId: 8, title: 'Other' });
    expect(takeBookmarkIntent('/events/7', NOW)?.eventId).toBe(8);
  });

  it('ignores what it cannot read and works without storage', () => {
    sessionStorage.setItem('confetti:bookmark-after-sign-in', '{not json');
    expect(takeBookmarkIntent('/events/7', NOW)).toBeNull();
    sessionStorage.setItem('confetti:bookmark-after-sign-in', JSON.stringify({ eventId: 'x' }));
    expect(takeBookmarkIntent('/events/7', NOW)).toBeNull();
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {},
    };
    expect(() => saveBookmarkIntent(intent, broken)).not.toThrow();
    expect(takeBookmarkIntent('/events/7', NOW, broken)).toBeNull();
    expect(takeBookmarkIntent('/events/7', NOW, null)).toBeNull();
  });
});
