// Photo: a 12 MP camera JPEG to the stored photo (≤ 1600 px, JPEG 0.8), three ways side by side,
// each ending with the bytes in the documents table: the product's pipeline (ui/compress-photo:
// photo + 240 px thumbnail) + addDocument, the
// limit (bare createImageBitmap + OffscreenCanvas scale + a bare put) and the peer
// (browser-image-compression with the same settings + a bare put).
import imageCompression from 'browser-image-compression';
import { ClinicDb, addDocument, createClient } from '../../src/db/index';
import { uuidV7 } from '../../src/domain/uuid-v7';
import { compressPhoto } from '../../src/ui/compress-photo';
import { cameraJpeg } from './camera-jpeg';
import { clientFields, nationalCodeOf } from './fixtures';
import { timed } from './timing';

const maxEdge = 1600;
const quality = 0.8;

export interface PhotoSide {
  ms: number[];
  bytes: number[];
  error?: string;
}

export interface PhotoResult {
  sourceBytes: number;
  product: PhotoSide & { thumbnailBytes: number[] };
  bare: PhotoSide;
  peer: PhotoSide;
}

async function bareScale(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, maxEdge / Math.max(bitmap.width, bitmap.height));
  const canvas = new OffscreenCanvas(Math.round(bitmap.width * scale), Math.round(bitmap.height * scale));
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return canvas.convertToBlob({ type: 'image/jpeg', quality });
}

export async function benchPhoto(rounds: number): Promise<PhotoResult> {
  const source = await cameraJpeg();
  const file = new File([source], 'camera.jpg', { type: 'image/jpeg', lastModified: Date.now() });
  const db = new ClinicDb(`bench-photo-${Date.now()}`);
  await db.open();
  const clientLocalId = await createClient(db, clientFields(nationalCodeOf(6, 1), 1));
  const result: PhotoResult = {
    sourceBytes: source.size,
    product: { ms: [], bytes: [], thumbnailBytes: [] },
    bare: { ms: [], bytes: [] },
    peer: { ms: [], bytes: [] },
  };
  const storeBare = async (bytes: ArrayBuffer) => {
    const at = new Date().toISOString();
    await db.documents.put({ localId: uuidV7(), clientLocalId, kind: 'identity', type: 0, photo: bytes, mime: 'image/jpeg', createdAt: at, updatedAt: at, deleted: 0 });
    return bytes.byteLength;
  };
  const sides: Record<'product' | 'bare' | 'peer', () => Promise<number>> = {
    product: async () => {
      const photo = await compressPhoto(file);
      await addDocument(db, clientLocalId, 'identity', 0, photo);
      result.product.thumbnailBytes.push(photo.thumbnail?.byteLength ?? 0);
      return photo.bytes.byteLength;
    },
    bare: async () => storeBare(await (await bareScale(file)).arrayBuffer()),
    peer: async () => storeBare(await (await imageCompression(file, {
      maxWidthOrHeight: maxEdge, initialQuality: quality, fileType: 'image/jpeg', useWebWorker: false,
    })).arrayBuffer()),
  };
  try {
    // Round 0 is a warm-up (decoder and encoder start-up), not recorded.
    for (let round = -1; round < rounds; round++) {
      const order = (['bare', 'peer', 'product'] as const).slice((round + 3) % 3).concat((['bare', 'peer', 'product'] as const).slice(0, (round + 3) % 3));
      for (const side of order) {
        try {
          const run = await timed(`photo:${side}`, sides[side]);
          if (round < 0) continue;
          result[side].ms.push(run.ms);
          result[side].bytes.push(run.value);
        } catch (error) {
          if (round < 0) continue;
          result[side].error = (error as Error).message;
        }
      }
    }
  } finally {
    db.close();
    await db.delete();
  }
  return result;
}
