// Every upload is decoded in full and encoded afresh (sharp, libvips inside its npm package):
// a truncated or corrupt image is refused, and nothing of the original file but its pixels is
// kept — no EXIF, no GPS position, no comments. The EXIF orientation is applied first, so a
// photo taken sideways still shows upright. A PNG is encoded with PNG's row filters chosen per
// row (as its maker may have): without them a small file of repeating rows came back at its
// pixels' size (185 KB in, 144 MB stored). The caller bounds what comes out (routes/documents.ts).
import sharp from 'sharp';
import type { ImageKind } from './image-type';

export interface Reencoded { bytes: Uint8Array; width: number; height: number }

/** Undefined when the bytes do not decode to a whole image. */
export async function reencode(bytes: Uint8Array, kind: ImageKind, maxPixels: number): Promise<Reencoded | undefined> {
  try {
    const image = sharp(bytes, { failOn: 'truncated', limitInputPixels: maxPixels }).rotate();
    const encoded = kind.mime === 'image/png' ? image.png({ adaptiveFiltering: true }) : image.jpeg({ quality: 90 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height };
  } catch {
    return undefined;
  }
}
