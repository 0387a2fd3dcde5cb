import { type FontFaceId, getFontFace } from './fonts.ts';
import { canWrapWhole, createMeasure, findBalancedWidth, wrapText, wrapWithLimit } from './text-wrap.ts';

export type TextBox = { x: number; y: number; width: number; height: number };
export type TextAlign = 'start' | 'middle';
export type VerticalAlign = 'top' | 'center' | 'bottom';
export type TextRole = 'eyebrow' | 'title' | 'description';

export type TypeSpec = {
  face: FontFaceId;
  /** Font size in px; the title shrinks from `size` down to `minSize`. */
  size: number;
  minSize?: number;
  lineHeight: number;
  letterSpacing?: number;
  maxLines: number;
  /** Set in capitals (faces with capitals only always are). */
  isUppercase?: boolean;
};

export type TextLine = {
  role: TextRole;
  text: string;
  /** Left edge for `start`, centre for `middle`. */
  x: number;
  baseline: number;
  /** Measured advance width, letter spacing included. */
  width: number;
  size: number;
  face: FontFaceId;
  letterSpacing: number;
};

export type PosterTextLayout = {
  box: TextBox;
  align: TextAlign;
  lines: TextLine[];
  titleSize: number;
  isTitleTruncated: boolean;
  /** The area the set text really covers. */
  bounds: TextBox;
};

export type PosterTextInput = {
  box: TextBox;
  align: TextAlign;
  verticalAlign: VerticalAlign;
  eyebrow?: { text: string; type: TypeSpec };
  title: { text: string; type: TypeSpec };
  description?: { text: string; type: TypeSpec };
};

type Block = { role: TextRole; type: TypeSpec; lines: string[]; size: number; gapBefore: number };

// Share of the font size above the baseline and below it, for the faces in use.
const ASCENT = 0.8;
const DESCENT = 0.24;

function measureBlock(block: Block): number {
  if (block.lines.length === 0) return 0;
  return block.size * (ASCENT + DESCENT + (block.lines.length - 1) * block.type.lineHeight);
}

function prepare(text: string, type: TypeSpec): string {
  return type.isUppercase || getFontFace(type.face).isUppercase ? text.toUpperCase() : text;
}

function ellipsisFor(face: FontFaceId): string {
  return getFontFace(face).metrics.hasGlyph(0x2026) ? '…' : '...';
}

function listSizes(max: number, min: number): number[] {
  const sizes: number[] = [];
  for (let size = max; size > min; size *= 0.95) sizes.push(size);
  sizes.push(min);
  return sizes;
}

function fitTitle(text: string, type: TypeSpec, width: number, height: number) {
  const face = getFontFace(type.face);
  const minSize = Math.min(type.minSize ?? type.size, type.size);
  // Prefer two lines at a slightly smaller size, then up to maxLines; cut a word only as a last resort.
  const passes = [
    { maxLines: Math.min(2, type.maxLines), minSize: Math.max(minSize, type.size * 0.8), mayCutWords: false },
    { maxLines: type.maxLines, minSize, mayCutWords: false },
    { maxLines: type.maxLines, minSize, mayCutWords: true },
  ];
  for (const pass of passes) {
    for (const size of listSizes(type.size, pass.minSize)) {
      const measure = createMeasure(face, size, type.letterSpacing);
      if (!pass.mayCutWords && !canWrapWhole(text, measure, width)) continue;
      const lines = wrapText(text, measure, width);
      const block: Block = { role: 'title', type, lines, size, gapBefore: 0 };
      if (lines.length <= pass.maxLines && measureBlock(block) <= height) {
        const balanced = pass.mayCutWords
          ? lines
          : wrapText(text, measure, findBalancedWidth(text, measure, width));
        return { lines: balanced, size, isTruncated: false };
      }
    }
  }
  const measure = createMeasure(face, minSize, type.letterSpacing);
  const roomFor = Math.floor((height / minSize - ASCENT - DESCENT) / type.lineHeight) + 1;
  const maxLines = Math.max(1, Math.min(type.maxLines, roomFor));
  const { lines } = wrapWithLimit(text, measure, width, maxLines, ellipsisFor(type.face));
  return { lines, size: minSize, isTruncated: true };
}

function wrapFixed(text: string, type: TypeSpec, width: number, maxLines: number): string[] {
  const measure = createMeasure(getFontFace(type.face), type.size, type.letterSpacing);
  const { lines, isTruncated } = wrapWithLimit(text, measure, width, maxLines, ellipsisFor(type.face));
  if (isTruncated || lines.length < 2 || !canWrapWhole(text, measure, width)) return lines;
  return wrapText(text, measure, findBalancedWidth(text, measure, width));
}

function buildBlocks(
  input: PosterTextInput,
  descriptionLines: number,
): { blocks: Block[]; isTruncated: boolean } {
  const { box, eyebrow, title, description } = input;
  const blocks: Block[] = [];
  if (eyebrow?.text) {
    const lines = wrapFixed(prepare(eyebrow.text, eyebrow.type), eyebrow.type, box.width, 1);
    blocks.push({ role: 'eyebrow', type: eyebrow.type, lines, size: eyebrow.type.size, gapBefore: 0 });
  }
  const descText = description?.text ? prepare(description.text, description.type) : '';
  const descBlock: Block | undefined =
    description && descText && descriptionLines > 0
      ? {
          role: 'description',
          type: description.type,
          lines: wrapFixed(descText, description.type, box.width, descriptionLines),
          size: description.type.size,
          gapBefore: description.type.size * 1.1,
        }
      : undefined;
  const eyebrowGap = eyebrow?.text ? eyebrow.type.size * 1.3 : 0;
  const used = blocks.reduce((sum, b) => sum + measureBlock(b), 0) + eyebrowGap;
  const descUsed = descBlock ? measureBlock(descBlock) + descBlock.gapBefore : 0;
  const fitted = fitTitle(
    prepare(title.text, title.type),
    title.type,
    box.width,
    box.height - used - descUsed,
  );
  blocks.push({
    role: 'title',
    type: title.type,
    lines: fitted.lines,
    size: fitted.size,
    gapBefore: eyebrowGap,
  });
  if (descBlock) blocks.push(descBlock);
  return { blocks, isTruncated: fitted.isTruncated };
}

function chooseBlocks(input: PosterTextInput) {
  const maxDescription = input.description?.text ? input.description.type.maxLines : 0;
  let choice = buildBlocks(input, maxDescription);
  for (let lines = maxDescription - 1; lines >= 0 && choice.isTruncated; lines--) {
    choice = buildBlocks(input, lines);
  }
  return choice;
}

/** Sets eyebrow, title and description inside `box`: wraps, shrinks the title, truncates last. */
export function layoutPosterText(input: PosterTextInput): PosterTextLayout {
  const { box, align, verticalAlign } = input;
  const { blocks, isTruncated } = chooseBlocks(input);
  const total = blocks.reduce((sum, b) => sum + (b.lines.length ? b.gapBefore + measureBlock(b) : 0), 0);
  const slack = Math.max(0, box.height - total);
  let cursor = box.y + (verticalAlign === 'top' ? 0 : verticalAlign === 'center' ? slack / 2 : slack);
  const top = cursor;
  const x = align === 'start' ? box.x : box.x + box.width / 2;
  const lines: TextLine[] = [];
  for (const block of blocks) {
    if (block.lines.length === 0) continue;
    cursor += block.gapBefore;
    const measure = createMeasure(getFontFace(block.type.face), block.size, block.type.letterSpacing);
    block.lines.forEach((text, i) => {
      const baseline = cursor + block.size * (ASCENT + i * block.type.lineHeight);
      const width = measure(text);
      lines.push({
        role: block.role,
        text,
        x,
        baseline,
        width,
        size: block.size,
        face: block.type.face,
        letterSpacing: block.type.letterSpacing ?? 0,
      });
    });
    cursor += measureBlock(block);
  }
  const widest = Math.max(0, ...lines.map((l) => l.width));
  const left = align === 'start' ? box.x : box.x + (box.width - widest) / 2;
  const titleSize = blocks.find((b) => b.role === 'title')?.size ?? 0;
  return {
    box,
    align,
    lines,
    titleSize,
    isTitleTruncated: isTruncated,
    bounds: { x: left, y: top, width: widest, height: cursor - top },
  };
}
