import { describe, expect, it } from 'vitest';
import { readImageInfo } from './image-info.ts';
import { renderPoster } from './poster-engine.ts';

function buildJpegHeader(width: number, height: number): Uint8Array {
  const app0 = [0xff, 0xe0, 0x00, 0x10, ...Array.from({ length: 14 }, () => 0)];
  const sof0 = [
    0xff,
    0xc0,
    0x00,
    0x11,
    0x08,
    height >> 8,
    height & 255,
    width >> 8,
    width & 255,
    0x03,
    ...Array.from({ length: 9 }, () => 0),
  ];
  return Uint8Array.from([0xff, 0xd8, ...app0, ...sof0, 0xff, 0xd9]);
}

describe('readImageInfo', () => {
  it('reads a PNG', async () => {
    const { png } = await renderPoster({
      title: 'x',
      category: 'Other',
      style: 'modern',
      colorTheme: 'muted',
      mood: 'relaxed',
      creativity: 0,
      width: 120,
      height: 80,
    });
    expect(readImageInfo(png)).toEqual({ contentType: 'image/png', width: 120, height: 80 });
  });

  it('reads a JPEG frame header', () => {
    expect(readImageInfo(buildJpegHeader(1792, 1024))).toEqual({
      contentType: 'image/jpeg',
      width: 1792,
      height: 1024,
    });
  });

  it('answers undefined for anything else', () => {
    expect(
      readImageInfo(new TextEncoder().encode('<!doctype html><html>not an image</html>')),
    ).toBeUndefined();
  });
});
