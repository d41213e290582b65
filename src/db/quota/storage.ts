// Persistent storage and the quota: ask the browser not to evict this tablet's
// data after the first sign-in, and show usage and quota in the sync centre.
export interface StorageFigures {
  usage: number;
  quota: number;
  persisted: boolean;
}

/** Asks once; true when the browser keeps our data under storage pressure. */
export async function requestPersistentStorage(): Promise<boolean> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage?.persist) return false;
  if (await storage.persisted?.()) return true;
  return storage.persist().catch(() => false);
}

export async function storageFigures(): Promise<StorageFigures | undefined> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage?.estimate) return undefined;
  const [estimate, persisted] = await Promise.all([storage.estimate(), storage.persisted?.() ?? Promise.resolve(false)]);
  return { usage: estimate.usage ?? 0, quota: estimate.quota ?? 0, persisted };
}
