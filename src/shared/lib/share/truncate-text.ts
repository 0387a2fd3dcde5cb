/** Appended to cut text; one UTF-16 code unit. */
export const ELLIPSIS = '…';

/** Measures text length in some unit; must be additive over concatenation. */
export type MeasureText = (text: string) => number;

/** UTF-16 code units: the unit of `maxLength` on inputs and of `String.prototype.length`. */
export const measureCodeUnits: MeasureText = (text) => text.length;

/**
 * Code points X counts as one; every other code point counts two.
 * @see https://docs.x.com/fundamentals/counting-characters
 */
const TWEET_LIGHT_RANGES = [
  [0x0000, 0x10ff],
  [0x2000, 0x200d],
  [0x2010, 0x201f],
  [0x2032, 0x2037],
] as const;

/**
 * An upper bound of X's weighted tweet length for text without links: emoji sequences are counted
 * per code point (X counts a whole sequence as 2), so the result is never below X's own count, nor
 * below the UTF-16 length.
 */
export const measureTweetLength: MeasureText = (text) => {
  let length = 0;
  for (const char of text.normalize('NFC')) {
    const codePoint = char.codePointAt(0)!;
    length += TWEET_LIGHT_RANGES.some(([low, high]) => codePoint >= low && codePoint <= high) ? 1 : 2;
  }
  return length;
};

// Built on first use, not when the module loads: the first Intl object a page builds loads the
// browser's locale data, which pages that never cut text should not pay for while they load.
let graphemeSegmenter: Intl.Segmenter | null | undefined;
function segmenter(): Intl.Segmenter | null {
  if (graphemeSegmenter === undefined) {
    graphemeSegmenter =
      typeof Intl !== 'undefined' && 'Segmenter' in Intl
        ? new Intl.Segmenter('en', { granularity: 'grapheme' })
        : null;
  }
  return graphemeSegmenter;
}

/**
 * V8's segment iterator slows down quadratically with the input's length (about 20 s for 40,000
 * characters), so long text is segmented in windows. Any prefix of a grapheme cluster is itself
 * one segment, so only a window's last segment can be a cut cluster: it is segmented again at the
 * start of the next window.
 */
const SEGMENT_WINDOW = 256;

/** Yields user-perceived characters (Intl.Segmenter), or code points where it is missing. */
export function* iterateGraphemes(text: string): Generator<string> {
  const graphemes = segmenter();
  if (!graphemes) {
    yield* text;
    return;
  }
  let offset = 0;
  while (offset < text.length) {
    let end = Math.min(text.length, offset + SEGMENT_WINDOW);
    // Never end a window between the two halves of a surrogate pair.
    if (end < text.length && /[\uD800-\uDBFF]/.test(text.charAt(end - 1))) end -= 1;
    const segments = Array.from(graphemes.segment(text.slice(offset, end)), (part) => part.segment);
    const complete = end === text.length || segments.length === 1 ? segments : segments.slice(0, -1);
    for (const segment of complete) {
      yield segment;
      offset += segment.length;
    }
  }
}

/**
 * Splits text into user-perceived characters; see {@link iterateGraphemes}.
 * @internal Exported so tests can check the segmentation truncateText relies on.
 */
export function splitGraphemes(text: string): string[] {
  return Array.from(iterateGraphemes(text));
}

/**
 * Cuts `text` so that, ellipsis included, it measures at most `max` (UTF-16 code units by default,
 * the strictest of the platforms' counts and the unit of an input's `maxLength`). It cuts between
 * grapheme clusters, so emoji and accented letters are never broken, backs off to a word boundary
 * when one is close, and drops dangling punctuation before the '…'. Text that fits is returned as is.
 */
export function truncateText(text: string, max: number, measure: MeasureText = measureCodeUnits): string {
  if (measure(text) <= max) return text;
  const budget = Math.floor(max) - measure(ELLIPSIS);
  if (budget < 0) return '';
  let kept = '';
  let size = 0;
  for (const grapheme of iterateGraphemes(text)) {
    size += measure(grapheme);
    if (size > budget) break;
    kept += grapheme;
  }
  const isMidWord = /\S$/u.test(kept) && /^\S/u.test(text.slice(kept.length));
  const lastSpace = kept.search(/\s\S*$/u);
  if (isMidWord && lastSpace >= kept.length * 0.75) kept = kept.slice(0, lastSpace);
  return `${kept.replace(/[\s,;:.\-–—]+$/u, '')}${ELLIPSIS}`;
}
