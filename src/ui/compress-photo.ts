// A document photo made ready for the tablet's store (design.md "Photos"): decoded, scaled to at
// most 1600 px on the long edge, re-encoded as JPEG (which drops EXIF and GPS), plus a small
// thumbnail; bytes + MIME type, never a Blob (Safari cannot keep Blobs in IndexedDB).
export interface CompressedPhoto {
  bytes: ArrayBuffer;
  mime: string;
  thumbnail?: ArrayBuffer;
}

export const photoLongEdge = 1600;
export const thumbnailLongEdge = 240;

async function encode(bitmap: ImageBitmap, longEdge: number, quality: number): Promise<ArrayBuffer> {
  const scale = Math.min(1, longEdge / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.fillStyle = '#fff'; // a transparent PNG becomes white, not black, as a JPEG
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    return (await canvas.convertToBlob({ type: 'image/jpeg', quality })).arrayBuffer();
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
  if (!blob) throw new Error('encode failed');
  return blob.arrayBuffer();
}

/** onProgress gets 0–100 as the steps finish (decode, photo, thumbnail). */
export async function compressPhoto(file: Blob, onProgress?: (percent: number) => void): Promise<CompressedPhoto> {
  onProgress?.(0);
  if (typeof createImageBitmap === 'undefined') {
    // No image decoder here (a test DOM): keep the original; the server checks its first bytes.
    const bytes = await file.arrayBuffer();
    onProgress?.(100);
    return { bytes, mime: file.type || 'image/jpeg' };
  }
  const bitmap = await createImageBitmap(file);
  try {
    onProgress?.(30);
    const bytes = await encode(bitmap, photoLongEdge, 0.8);
    onProgress?.(80);
    const thumbnail = await encode(bitmap, thumbnailLongEdge, 0.7);
    onProgress?.(100);
    return { bytes, mime: 'image/jpeg', thumbnail };
  } finally {
    bitmap.close();
  }
}
