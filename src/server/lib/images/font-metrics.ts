/**
 * Reads just enough of a TrueType/OpenType file to measure text: units per em, the character map
 * and horizontal advances. Kerning (GPOS) is ignored, so widths are slightly generous, which is
 * the safe side for fitting a title inside a box.
 * Table layouts: https://learn.microsoft.com/en-us/typography/opentype/spec/
 */
export type FontMetrics = {
  unitsPerEm: number;
  /** Ascender and descender in em units (descender is negative). */
  ascent: number;
  descent: number;
  /** Advance width of one code point, in em units (1 = the font size). */
  advanceOf(codePoint: number): number;
  hasGlyph(codePoint: number): boolean;
};

type TableMap = Map<string, { offset: number; length: number }>;

function readTables(data: DataView): TableMap {
  const tables: TableMap = new Map();
  const count = data.getUint16(4);
  for (let i = 0; i < count; i++) {
    const record = 12 + i * 16;
    const tag = String.fromCharCode(
      data.getUint8(record),
      data.getUint8(record + 1),
      data.getUint8(record + 2),
      data.getUint8(record + 3),
    );
    tables.set(tag, { offset: data.getUint32(record + 8), length: data.getUint32(record + 12) });
  }
  return tables;
}

function requireTable(tables: TableMap, tag: string): number {
  const table = tables.get(tag);
  if (!table) throw new Error(`Font has no '${tag}' table`);
  return table.offset;
}

function lookupFormat4(data: DataView, sub: number, codePoint: number): number {
  if (codePoint > 0xffff) return 0;
  const segCount = data.getUint16(sub + 6) / 2;
  const endCodes = sub + 14;
  const startCodes = endCodes + segCount * 2 + 2;
  const deltas = startCodes + segCount * 2;
  const rangeOffsets = deltas + segCount * 2;
  for (let i = 0; i < segCount; i++) {
    if (codePoint > data.getUint16(endCodes + i * 2)) continue;
    const start = data.getUint16(startCodes + i * 2);
    if (codePoint < start) return 0;
    const delta = data.getInt16(deltas + i * 2);
    const rangeOffsetAt = rangeOffsets + i * 2;
    const rangeOffset = data.getUint16(rangeOffsetAt);
    if (rangeOffset === 0) return (codePoint + delta) & 0xffff;
    const glyph = data.getUint16(rangeOffsetAt + rangeOffset + (codePoint - start) * 2);
    return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
  }
  return 0;
}

function lookupFormat12(data: DataView, sub: number, codePoint: number): number {
  const groups = data.getUint32(sub + 12);
  for (let i = 0; i < groups; i++) {
    const group = sub + 16 + i * 12;
    const start = data.getUint32(group);
    if (codePoint < start) return 0;
    if (codePoint <= data.getUint32(group + 4)) return data.getUint32(group + 8) + (codePoint - start);
  }
  return 0;
}

function findCmapSubtable(data: DataView, cmap: number): { offset: number; format: number } {
  const count = data.getUint16(cmap + 2);
  let best: { offset: number; format: number; rank: number } | undefined;
  for (let i = 0; i < count; i++) {
    const record = cmap + 4 + i * 8;
    const platform = data.getUint16(record);
    const encoding = data.getUint16(record + 2);
    const offset = cmap + data.getUint32(record + 4);
    const format = data.getUint16(offset);
    const isUnicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10));
    if (!isUnicode || (format !== 4 && format !== 12)) continue;
    const rank = format === 12 ? 2 : 1;
    if (!best || rank > best.rank) best = { offset, format, rank };
  }
  if (!best) throw new Error('Font has no Unicode character map');
  return best;
}

/** Parses a .ttf/.otf buffer into a measurer. Glyph look-ups are cached per code point. */
export function parseFontMetrics(buffer: Uint8Array): FontMetrics {
  const data = new DataView(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  const tables = readTables(data);
  const head = requireTable(tables, 'head');
  const hhea = requireTable(tables, 'hhea');
  const hmtx = requireTable(tables, 'hmtx');
  const cmap = findCmapSubtable(data, requireTable(tables, 'cmap'));
  const unitsPerEm = data.getUint16(head + 18);
  const metricCount = data.getUint16(hhea + 34);
  const lookup = cmap.format === 12 ? lookupFormat12 : lookupFormat4;
  const cache = new Map<number, { glyph: number; advance: number }>();

  const resolve = (codePoint: number) => {
    const cached = cache.get(codePoint);
    if (cached) return cached;
    const glyph = lookup(data, cmap.offset, codePoint);
    const index = Math.min(glyph, metricCount - 1);
    const entry = { glyph, advance: data.getUint16(hmtx + index * 4) / unitsPerEm };
    cache.set(codePoint, entry);
    return entry;
  };

  return {
    unitsPerEm,
    ascent: data.getInt16(hhea + 4) / unitsPerEm,
    descent: data.getInt16(hhea + 6) / unitsPerEm,
    advanceOf: (codePoint) => resolve(codePoint).advance,
    hasGlyph: (codePoint) => resolve(codePoint).glyph !== 0,
  };
}
