// One replayer at a time across tabs and the service worker: the Web Locks API where the
// browser has it, else a promise chain inside this JavaScript realm (Node tests, old Safari).
const localChains = new Map<string, Promise<unknown>>();

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

function webLocks(): LockManagerLike | undefined {
  const nav = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator;
  return nav?.locks;
}

export function withReplayLock<T>(name: string, work: () => Promise<T>): Promise<T> {
  const locks = webLocks();
  if (locks) return locks.request(`outbox:${name}`, work);
  const previous = localChains.get(name) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(work);
  localChains.set(name, next);
  return next;
}
