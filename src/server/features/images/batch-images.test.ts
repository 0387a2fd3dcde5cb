import { describe, expect, it } from 'vitest';
import { batchImageOptions } from './batch-images.ts';

describe('batchImageOptions', () => {
  it('draws sports boldly and everything else professionally', () => {
    expect(batchImageOptions('Sports')).toEqual({ mood: 'dramatic', creativity: 70 });
    expect(batchImageOptions('Marathon')).toEqual({ mood: 'dramatic', creativity: 70 });
    expect(batchImageOptions('Birthday')).toEqual({ mood: 'professional', creativity: 50 });
  });
});
