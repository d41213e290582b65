// The service worker's copy of the data key: a page that unlocked gives it the
// key, so a reload or a second tab unlocks without a password while the worker lives, and the
// worker's own replay can open the outbox. It lives in the worker's memory only: the browser stops
// an idle worker (pages keep it awake while unlocked), and with it the key. A lock in one page
// locks every page. The page's side is key-courier.ts.
import { exportDataKey, isUnlocked, lock, unlockWith } from './data-key';

export const keyMessage = {
  /** page → worker: the key, after an unlock (answered on the port, if one came, once held). */
  give: 'data-key:give',
  /** page → worker: forget it (sign-out, idle lock). */
  lock: 'data-key:lock',
  /** page → worker, with a port: the key if the worker holds one, else null. */
  ask: 'data-key:ask',
  /** page → worker: nothing, but it keeps an idle worker (and its key) alive. */
  keepAlive: 'data-key:keep-alive',
  /** worker → pages: someone unlocked (a locked page asks for the key). */
  unlocked: 'data-key:unlocked',
  /** worker → pages: someone locked (every page drops its key). */
  locked: 'data-key:locked',
} as const;

export interface KeyReply {
  key: Uint8Array | null;
}

interface KeyMessageEvent {
  data: unknown;
  ports?: readonly MessagePort[];
}

/** Handles one message if it is about the key; `tell` posts to every page. Returns whether it was. */
export function handleKeyMessage(event: KeyMessageEvent, tell: (message: { type: string }) => Promise<void>): boolean {
  const data = event.data as { type?: unknown; key?: unknown } | null;
  switch (data?.type) {
    case keyMessage.give:
      if (!(data.key instanceof Uint8Array)) return true;
      unlockWith(data.key);
      event.ports?.[0]?.postMessage({ held: true });
      void tell({ type: keyMessage.unlocked });
      return true;
    case keyMessage.lock:
      if (!isUnlocked()) return true;
      lock();
      void tell({ type: keyMessage.locked });
      return true;
    case keyMessage.ask: {
      const reply: KeyReply = { key: isUnlocked() ? exportDataKey() : null };
      event.ports?.[0]?.postMessage(reply);
      return true;
    }
    case keyMessage.keepAlive:
      return true;
    default:
      return false;
  }
}
