import { describe, expect, it } from 'vitest';
import { getCreatorDisplayName, getCreatorProfileUsername } from './creator-name.ts';

describe('getCreatorDisplayName', () => {
  it("uses the creator's name first", () => {
    expect(
      getCreatorDisplayName({ creator: { name: 'Riley Park', username: 'riley' }, organizerName: 'Club' }),
    ).toBe('Riley Park');
  });

  it("falls back to the creator's username when the name is blank", () => {
    expect(getCreatorDisplayName({ creator: { name: '  ', username: 'riley' }, organizerName: 'Club' })).toBe(
      'riley',
    );
  });

  it('falls back to the organizer name when there is no creator', () => {
    expect(getCreatorDisplayName({ creator: null, organizerName: 'Mission Eats Walking Club' })).toBe(
      'Mission Eats Walking Club',
    );
    expect(getCreatorDisplayName({ creator: { name: '', username: '' }, organizerName: 'Club' })).toBe(
      'Club',
    );
  });

  it("says 'Anonymous' when nothing names the creator", () => {
    expect(getCreatorDisplayName({ creator: null, organizerName: null })).toBe('Anonymous');
    expect(getCreatorDisplayName({ creator: null, organizerName: ' ' })).toBe('Anonymous');
  });
});

describe('getCreatorProfileUsername', () => {
  it('links to the creator username only when there is one', () => {
    expect(
      getCreatorProfileUsername({ creator: { name: 'Riley', username: 'riley' }, organizerName: null }),
    ).toBe('riley');
    expect(getCreatorProfileUsername({ creator: null, organizerName: 'Club' })).toBeNull();
    expect(
      getCreatorProfileUsername({ creator: { name: 'Riley', username: '' }, organizerName: null }),
    ).toBeNull();
  });
});
