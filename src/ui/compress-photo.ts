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

/** Draws the bitmap scaled to `width`×`height` and turned clockwise by quarter turns onto a
 *  canvas already sized for the turned picture, on white (a transparent PNG becomes white, not
 *  black, as a JPEG). */
function draw(context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D, bitmap: ImageBitmap,
  width: number, height: number, canvasWidth: number, canvasHeight: number, quarterTurns: number) {
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvasWidth, canvasHeight);
  context.translate(canvasWidth / 2, canvasHeight / 2);
  context.rotate((quarterTurns * Math.PI) / 2);
  context.drawImage(bitmap, -width / 2, -height / 2, width, height);
}

async function encode(bitmap: ImageBitmap, longEdge: number, quality: number, quarterTurns: number): Promise<ArrayBuffer> {
  const scale = Math.min(1, longEdge / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  // A quarter or three-quarter turn stands the picture on its side: the canvas swaps its sides.
  const sideways = quarterTurns % 2 === 1;
  const canvasWidth = sideways ? height : width;
  const canvasHeight = sideways ? width : height;
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(canvasWidth, canvasHeight);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    draw(context, bitmap, width, height, canvasWidth, canvasHeight, quarterTurns);
    return (await canvas.convertToBlob({ type: 'image/jpeg', quality })).arrayBuffer();
  }
  const canvas = document.createElement('canvas');
  canvas.width = canvasWidth;
  canvas.height = canvasHeight;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context');
  draw(context, bitmap, width, height, canvasWidth, canvasHeight, quarterTurns);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
  if (!blob) throw new Error('encode failed');
  return blob.arrayBuffer();
}

/** onProgress gets 0–100 as the steps finish (decode, photo, thumbnail); `quarterTurns` turns
 *  the picture clockwise by 90° each (a photo taken sideways, turned by the person before adding). */
export async function compressPhoto(file: Blob, onProgress?: (percent: number) => void, quarterTurns = 0): Promise<CompressedPhoto> {
  const turns = ((Math.round(quarterTurns) % 4) + 4) % 4;
  onProgress?.(0);
  if (typeof createImageBitmap === 'undefined') {
    // No image decoder here (a test DOM): keep the original, unturned; the server checks its first bytes.
    const bytes = await file.arrayBuffer();
    onProgress?.(100);
    return { bytes, mime: file.type || 'image/jpeg' };
  }
  const bitmap = await createImageBitmap(file);
  try {
    onProgress?.(30);
    const bytes = await encode(bitmap, photoLongEdge, 0.8, turns);
    onProgress?.(80);
    const thumbnail = await encode(bitmap, thumbnailLongEdge, 0.7, turns);
    onProgress?.(100);
    return { bytes, mime: 'image/jpeg', thumbnail };
  } finally {
    bitmap.close();
  }
}
