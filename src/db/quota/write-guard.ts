// Local writes fail with a reason, not a raw Dexie error (style.md: quota and pauses are state):
// 'storage-full' when the tablet's quota is exhausted (the transaction rolled back: nothing
// half-written), 'not-found' when the record written to is gone. Screens map the reason to the
// Persian message (messages.storageFull).
export type LocalWriteReason = 'storage-full' | 'not-found' | 'other';

export class LocalWriteError extends Error {
  constructor(readonly reason: LocalWriteReason, message: string, cause?: unknown) {
    super(message, { cause });
    this.name = 'LocalWriteError';
  }
}

export function isQuotaError(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  // Dexie wraps the DOMException in `inner`; look through the chain.
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    if ((current as { name?: string }).name === 'QuotaExceededError') return true;
    current = (current as { inner?: unknown }).inner;
  }
  return false;
}

export function notFound(what: string): LocalWriteError {
  return new LocalWriteError('not-found', `${what} not found`);
}

/** Runs a write; turns a quota failure into LocalWriteError('storage-full'). */
export async function guardWrite<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof LocalWriteError) throw error;
    if (isQuotaError(error)) throw new LocalWriteError('storage-full', 'storage full', error);
    throw error;
  }
}
