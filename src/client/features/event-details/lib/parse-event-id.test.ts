import { describe, expect, it } from 'vitest';
import { parseEventId } from './parse-event-id.ts';

describe('parseEventId', () => {
  it('accepts positive whole numbers', () => {
    expect(parseEventId('42')).toBe(42);
    expect(parseEventId('2147483647')).toBe(2147483647);
  });

  it.each([undefined, '', '0', '-1', '1.5', 'abc', '12abc', '2147483648', '99999999999'])(
    'rejects %s',
    (raw) => {
      expect(parseEventId(raw)).toBeNull();
    },
  );
});
