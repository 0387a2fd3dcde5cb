import { describe, expect, it } from 'vitest';
import { canEditEvent } from './can-edit-event.ts';

describe('canEditEvent', () => {
  it('lets an administrator edit any event', () => {
    expect(canEditEvent({ id: 9, isAdmin: true }, { organizerId: 3 })).toBe(true);
    expect(canEditEvent({ id: 9, isAdmin: true }, { organizerId: null })).toBe(true);
  });

  it('lets the organizer edit their own event', () => {
    expect(canEditEvent({ id: 3, isAdmin: false }, { organizerId: 3 })).toBe(true);
  });

  it('hides editing from other users and guests', () => {
    expect(canEditEvent({ id: 4, isAdmin: false }, { organizerId: 3 })).toBe(false);
    expect(canEditEvent({ id: 4, isAdmin: false }, { organizerId: null })).toBe(false);
    expect(canEditEvent(null, { organizerId: 3 })).toBe(false);
    expect(canEditEvent(undefined, { organizerId: 3 })).toBe(false);
  });
});
