// Full-size document images fetched from the server, kept on the tablet within a size budget:
// the bytes of an uploaded photo leave the tablet (the server has them, the thumbnail stays), and
// the images a person opens again are served from here, the least recently used going first.
import { openBytes, sealBytesFor } from '../crypto/index';
import type { ClinicDb } from '../store/index';
import type { CachedPhotoRow } from '../store/index';

/** About a hundred full-size photos (1600 px JPEG ≈ 300 KB). */
export const photoCacheBudget = 32 * 1024 * 1024;

/** The image with its bytes opened (kept sealed with WebCrypto, crypto/sealed-bytes.ts). */
export async function cachedPhoto(db: ClinicDb, fileName: string, now = Date.now()): Promise<CachedPhotoRow | undefined> {
  const row = await db.photoCache.get(fileName);
  if (!row) return undefined;
  await db.photoCache.update(fileName, { usedAt: now });
  return { ...row, bytes: await openBytes(row.bytes) };
}

/** Keeps an image and evicts the least recently used ones beyond the budget (one transaction). */
export async function cachePhoto(
  db: ClinicDb, photo: Omit<CachedPhotoRow, 'size' | 'usedAt'>, budget = photoCacheBudget, now = Date.now(),
): Promise<void> {
  const size = photo.bytes.byteLength;
  if (size > budget) return;
  const bytes = await sealBytesFor(db, photo.bytes); // before the transaction: WebCrypto cannot run inside one
  await db.transaction('rw', db.photoCache, db.clients, async () => {
    // A client deleted meanwhile (the pull removed it) takes its images with it: do not bring one back.
    if (!(await db.clients.get(photo.clientLocalId))) return;
    await db.photoCache.put({ ...photo, bytes, size, usedAt: now });
    let total = 0;
    const evict: string[] = [];
    await db.photoCache.orderBy('usedAt').reverse().each((row) => {
      total += row.size;
      if (total > budget) evict.push(row.fileName);
    });
    await db.photoCache.bulkDelete(evict);
  });
}
