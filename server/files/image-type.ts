// What an upload really is, judged by its first bytes (never the name or the declared type), and
// its pixel size read from the header (PNG IHDR, JPEG SOFn) to refuse decompression bombs.
export type ImageKind = { mime: 'image/png'; extension: 'png' } | { mime: 'image/jpeg'; extension: 'jpg' };

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function imageKindOf(bytes: Uint8Array): ImageKind | undefined {
  if (bytes.length >= 24 && pngSignature.every((byte, i) => bytes[i] === byte)) return { mime: 'image/png', extension: 'png' };
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { mime: 'image/jpeg', extension: 'jpg' };
  return undefined;
}

/** Width × height from the header, or undefined when the header cannot be read. */
export function dimensionsOf(bytes: Uint8Array, kind: ImageKind): { width: number; height: number } | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (kind.mime === 'image/png') {
    // Signature (8), chunk length (4), "IHDR" (4), then width and height.
    if (String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return undefined;
    return { width: view.getUint32(16), height: view.getUint32(20) };
  }
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1]!;
    // Fill bytes and markers without a length.
    if (marker === 0xff) { offset += 1; continue; }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) { offset += 2; continue; }
    const length = view.getUint16(offset + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
    offset += 2 + length;
  }
  return undefined;
}
