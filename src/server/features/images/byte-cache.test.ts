import { describe, expect, it } from 'vitest';
import { createByteCache } from './byte-cache.ts';

const entry = (size: number) => ({ data: Buffer.alloc(size) });

describe('createByteCache', () => {
  it('drops the least recently used entries past its byte budget', () => {
    const cache = createByteCache(10);
    cache.set('a', entry(4));
    cache.set('b', entry(4));
    cache.get('a');
    cache.set('c', entry(4));
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')).toBeDefined();
  });

  it('does not keep an entry larger than the whole budget', () => {
    const cache = createByteCache(10);
    cache.set('big', entry(11));
    expect(cache.get('big')).toBeUndefined();
  });
});
