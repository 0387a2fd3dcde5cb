import { describe, expect, it } from 'vitest';
import { applyTitleCorrections, correctTitleWords, titleWordsToCheck } from './title-spelling.ts';

describe('title-word typos', () => {
  it('checks words of four letters or more that are not parser vocabulary, stop words or places', () => {
    expect(titleWordsToCheck('Symphny in the prak at Stockton with tacos 2026')).toEqual([
      'symphny',
      'prak',
      'tacos',
    ]);
    expect(titleWordsToCheck('saturday concert')).toEqual([]);
  });

  it('reads each unknown word as the closest title word it may be a slip of', () => {
    const words = ['symphony', 'sympathy', 'park', 'tacos', 'party', 'karaoke'];
    expect(correctTitleWords(['symphny', 'prak', 'tacos', 'praty', 'karaokee'], words)).toEqual([
      ['symphny', 'symphony'],
      ['prak', 'park'],
      ['praty', 'party'],
      ['karaokee', 'karaoke'],
    ]);
  });

  it('keeps the first letter and the edit limits: no reading is better than a wrong one', () => {
    expect(correctTitleWords(['parl', 'ymphony', 'symphnyyy', 'bark'], ['park', 'symphony'])).toEqual([]);
  });

  it('rewrites the text with the corrections, or answers null when there are none', () => {
    expect(
      applyTitleCorrections('Symphny in the prak', [
        ['symphny', 'symphony'],
        ['prak', 'park'],
      ]),
    ).toBe('symphony in the park');
    expect(applyTitleCorrections('symphony', [])).toBeNull();
  });
});
