import { describe, expect, it, vi } from 'vitest';
import {
  ELLIPSIS,
  measureTweetLength,
  splitGraphemes,
  truncateText,
} from '#shared/lib/share/truncate-text.ts';

const EMOJI_TEXT = 'Party 🎉 with the 👩‍👩‍👧‍👦 family 🇺🇸 and 👍🏽 friends, café crème 🥳🥳🥳 all night long';

/** True when `text` has no lone surrogate, i.e. no emoji was split in the middle of a pair. */
function hasWellFormedUnicode(text: string): boolean {
  return !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/u.test(text);
}

describe('truncateText', () => {
  it('returns text that fits unchanged', () => {
    expect(truncateText('Short', 5)).toBe('Short');
    expect(truncateText('', 10)).toBe('');
  });

  it('cuts to the limit with the ellipsis counted inside it', () => {
    const result = truncateText('a'.repeat(300), 280);
    expect(result).toBe(`${'a'.repeat(279)}${ELLIPSIS}`);
    expect(result.length).toBe(280);
  });

  it('backs off to a nearby word boundary and drops dangling punctuation', () => {
    expect(truncateText('Join us for cake, games and music tonight', 22)).toBe('Join us for cake…');
  });

  it('never breaks an emoji, flag, skin tone or family sequence, at any limit', () => {
    const graphemes = splitGraphemes(EMOJI_TEXT);
    for (let max = 0; max <= EMOJI_TEXT.length + 1; max++) {
      const result = truncateText(EMOJI_TEXT, max);
      expect(result.length).toBeLessThanOrEqual(max);
      expect(hasWellFormedUnicode(result)).toBe(true);
      const body = result.endsWith(ELLIPSIS) ? result.slice(0, -1) : result;
      // The kept part is a whole number of the original graphemes.
      const kept = splitGraphemes(body);
      expect(kept).toEqual(graphemes.slice(0, kept.length));
    }
  });

  it('keeps an emoji out rather than splitting it when it does not fit', () => {
    expect(truncateText('Hi 👩‍👩‍👧‍👦 there', 6)).toBe('Hi…');
  });

  it('returns nothing for a limit below one', () => {
    expect(truncateText('Hello', 0)).toBe('');
    expect(truncateText('Hello', 1)).toBe(ELLIPSIS);
  });

  it('measures with a custom unit', () => {
    const result = truncateText('✨'.repeat(10), 10, measureTweetLength);
    expect(measureTweetLength(result)).toBeLessThanOrEqual(10);
    expect(result).toBe(`${'✨'.repeat(4)}${ELLIPSIS}`);
  });

  it('segments long text in windows exactly as a single pass would', () => {
    // Emoji clusters of several lengths land on every offset around the 256-unit window edges.
    const text = Array.from({ length: 120 }, (_, i) => `${'x'.repeat(i % 7)}👩‍👩‍👧‍👦🇺🇸👍🏽é`).join(' ');
    const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });
    const expected = Array.from(segmenter.segment(text), (part) => part.segment);
    expect(splitGraphemes(text)).toEqual(expected);
  });

  it('cuts very long text quickly', () => {
    const text = 'Fun for everyone with music, food 🍕 and games. '.repeat(2000);
    const started = performance.now();
    const result = truncateText(text, 63206);
    expect(result.length).toBeLessThanOrEqual(63206);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('falls back to code points when Intl.Segmenter is missing', async () => {
    vi.resetModules();
    const { Segmenter: _omitted, ...intlWithoutSegmenter } = Object.getOwnPropertyDescriptors(Intl);
    vi.stubGlobal('Intl', Object.defineProperties({}, intlWithoutSegmenter));
    try {
      const fallback = await import('#shared/lib/share/truncate-text.ts');
      expect(fallback.splitGraphemes('a👍🏽')).toEqual(['a', '👍', '🏽']);
      for (let max = 0; max <= EMOJI_TEXT.length; max++) {
        expect(hasWellFormedUnicode(fallback.truncateText(EMOJI_TEXT, max))).toBe(true);
      }
    } finally {
      vi.unstubAllGlobals();
      vi.resetModules();
    }
  });
});

describe('measureTweetLength', () => {
  it('counts Latin as 1 and emoji, CJK and other symbols as 2', () => {
    expect(measureTweetLength('Hello, world!')).toBe(13);
    expect(measureTweetLength('🎉')).toBe(2);
    expect(measureTweetLength('✨')).toBe(2);
    expect(measureTweetLength('日本')).toBe(4);
    expect(measureTweetLength('“quote” – dash')).toBe(14);
  });

  it('is never below the UTF-16 length', () => {
    expect(measureTweetLength(EMOJI_TEXT)).toBeGreaterThanOrEqual(EMOJI_TEXT.length);
  });
});
