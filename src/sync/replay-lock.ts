// One replayer (or delivery pass) at a time across tabs and the service worker: the Web Locks API
// where the browser has it, else a promise chain inside this JavaScript realm (Node tests, old Safari).
const localChains = new Map<string, Promise<unknown>>();

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

function webLocks(): LockManagerLike | undefined {
  const nav = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator;
  return nav?.locks;
}

/** The outbox's replay of database `name`. */
export function withReplayLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  return withLock(`outbox:${name}`, work);
}

/** Any one-at-a-time work by its lock's full name (the delivery pass's `delivery:<db name>`). */
export function withLock<T>(lockName: string, work: () => Promise<T>): Promise<T> {
  const locks = webLocks();
  if (locks) return locks.request(lockName, work);
  const previous = localChains.get(lockName) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(work);
  localChains.set(lockName, next);
  return next;
}
