export type ImageInfo = { contentType: string; width: number; height: number };

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((value, i) => bytes[offset + i] === value);
}

function readJpegSize(bytes: Uint8Array, view: DataView): { width: number; height: number } | undefined {
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1] ?? 0;
    const length = view.getUint16(offset + 2);
    // Start-of-frame markers carry the size; C4, C8 and CC are other segments.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
    }
    offset += 2 + length;
  }
  return undefined;
}

function readWebpSize(bytes: Uint8Array, view: DataView): { width: number; height: number } | undefined {
  const chunk = String.fromCharCode(...bytes.subarray(12, 16));
  if (chunk === 'VP8X')
    return {
      width: 1 + (view.getUint32(24, true) & 0xffffff),
      height: 1 + (view.getUint32(27, true) & 0xffffff),
    };
  if (chunk === 'VP8 ')
    return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = view.getUint32(21, true);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  return undefined;
}

/** Recognises PNG, JPEG, WebP and GIF by their bytes and reads the pixel size; undefined otherwise. */
export function readImageInfo(bytes: Uint8Array): ImageInfo | undefined {
  if (bytes.length < 30) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { contentType: 'image/png', width: view.getUint32(16), height: view.getUint32(20) };
  }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) {
    const size = readJpegSize(bytes, view);
    return size && { contentType: 'image/jpeg', ...size };
  }
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    const size = readWebpSize(bytes, view);
    return size && { contentType: 'image/webp', ...size };
  }
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) {
    return { contentType: 'image/gif', width: view.getUint16(6, true), height: view.getUint16(8, true) };
  }
  return undefined;
}
