// The page's side of the service worker's key copy (worker-key.ts): every unlock gives
// the worker the key and every lock takes it back, so a reload or another tab opens without a
// password while the worker lives; a lock in any tab locks them all, an unlock in any tab unlocks
// the others. While unlocked the page keeps the worker awake (the browser stops an idle worker
// after about 30 s, and its key with it); with every tab closed, the key is gone within a minute.
// A page that goes (a link, an address typed, a reload) hands the key over once more as it leaves:
// the message starts a worker the browser stopped meanwhile and keeps it up for the next page to
// ask, so a person at the tablet is not locked out by the browser's housekeeping, and the key
// never goes anywhere but this memory and the worker's.
import { exportDataKey, isUnlocked, lock, onLockChange, unlockWith } from './data-key';
import { keyMessage, type KeyReply } from './worker-key';

const keepAliveMs = 20_000;
const askWaitMs = 1_500;

function container(): ServiceWorkerContainer | undefined {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
}

async function worker(): Promise<ServiceWorker | null> {
  const sw = container();
  if (!sw) return null;
  if (sw.controller) return sw.controller;
  const registration = await sw.getRegistration();
  return registration?.active ?? null;
}

/** Every worker of this page's registration: the active one, and one still installing or waiting
 *  (a tablet's first sign-in ends while the worker still fetches the app), which holds a key given
 *  to it into its activation. */
function workersOf(registration: ServiceWorkerRegistration | undefined): ServiceWorker[] {
  const found = [container()?.controller, registration?.active, registration?.waiting, registration?.installing];
  return found.filter((target, at): target is ServiceWorker => !!target && found.indexOf(target) === at);
}

/** The key the worker holds, or null (no worker, none held, or no answer in time). */
async function askWorker(): Promise<Uint8Array | null> {
  const targets = workersOf(await container()?.getRegistration());
  const replies = targets.map((target) => askOne(target));
  for (const reply of replies) {
    const key = await reply;
    if (key) {
      void Promise.all(replies).then((all) => all.forEach((other) => other !== key && other?.fill(0)));
      return key;
    }
  }
  return null;
}

function askOne(target: ServiceWorker): Promise<Uint8Array | null> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => finish(null), askWaitMs);
    function finish(key: Uint8Array | null) {
      clearTimeout(timer);
      channel.port1.close();
      resolve(key);
    }
    channel.port1.onmessage = (event: MessageEvent<KeyReply>) => finish(event.data?.key instanceof Uint8Array ? event.data.key : null);
    target.postMessage({ type: keyMessage.ask }, [channel.port2]);
  });
}

/** Unlocks with the worker's copy if it holds one; true when the tablet is unlocked afterwards. */
export async function unlockFromWorker(): Promise<boolean> {
  if (isUnlocked()) return true;
  const key = await askWorker();
  if (key && !isUnlocked()) {
    receivedFromWorker = true;
    unlockWith(key);
    key.fill(0);
  }
  return isUnlocked();
}

let receivedFromWorker = false;
let installed = false;

async function give(): Promise<void> {
  if (!isUnlocked()) return;
  (await worker())?.postMessage({ type: keyMessage.give, key: exportDataKey() });
}

const timeout = (ms: number) => new Promise<null>((resolve) => setTimeout(() => resolve(null), ms));

/** After an unlock by a person (sign-in, the lock screen, a kiosk): gives the worker the key and
 *  waits until it holds it, so the next page opened (the home page, a reload) finds it there. On
 *  the very first visit the worker is still installing (fetching the whole app to keep offline):
 *  the person goes on at once and the key follows when the worker is active (waiting for it would
 *  hold the first sign-in as long as the app's download takes). */
export async function giveKeyToWorker(): Promise<void> {
  const sw = container();
  if (!sw || !isUnlocked()) return;
  const target = await worker();
  if (!target) {
    // Still installing: it holds the key from now (a page opened meanwhile asks it too), and the
    // key follows again once it is active. No worker registered for this page (the dev server, a
    // browser that blocks workers): nothing to give.
    registration = await sw.getRegistration();
    if (!registration) return;
    for (const installing of workersOf(registration)) installing.postMessage({ type: keyMessage.give, key: exportDataKey() });
    void sw.ready.then(() => give());
    return;
  }
  const channel = new MessageChannel();
  const held = new Promise<void>((resolve) => {
    channel.port1.onmessage = () => resolve();
  });
  target.postMessage({ type: keyMessage.give, key: exportDataKey() }, [channel.port2]);
  await Promise.race([held, timeout(askWaitMs)]);
  channel.port1.close();
}

/** This page's registration as last looked up: a pagehide handler gets no await. Looked up again
 *  at every unlock, since the first page registers its worker only after it has loaded. */
let registration: ServiceWorkerRegistration | undefined;

function lookUpRegistration(): void {
  void container()?.getRegistration().then((found) => { registration = found; }, () => {});
}

/** As the page goes: the key to every worker of the registration, synchronously, so the next
 *  page of this tablet finds it. */
function handOverOnLeave(sw: ServiceWorkerContainer): void {
  lookUpRegistration();
  sw.addEventListener('controllerchange', lookUpRegistration);
  addEventListener('pagehide', () => {
    if (!isUnlocked()) return;
    for (const target of workersOf(registration)) target.postMessage({ type: keyMessage.give, key: exportDataKey() });
  });
}

/** Installs the courier once per page (app/setup-sync.ts, at the first session or kiosk). */
export function startKeyCourier(): void {
  const sw = container();
  if (installed || !sw) return;
  installed = true;
  handOverOnLeave(sw);
  let keepAlive: ReturnType<typeof setInterval> | undefined;
  const follow = (unlocked: boolean) => {
    clearInterval(keepAlive);
    if (unlocked) {
      lookUpRegistration();
      // A key that came from the worker needs no trip back.
      if (!receivedFromWorker) void give();
      receivedFromWorker = false;
      keepAlive = setInterval(() => void worker().then((target) => target?.postMessage({ type: keyMessage.keepAlive })), keepAliveMs);
    } else {
      void worker().then((target) => target?.postMessage({ type: keyMessage.lock }));
    }
  };
  onLockChange(follow);
  if (isUnlocked()) follow(true);
  sw.addEventListener('message', (event: MessageEvent) => {
    const type = (event.data as { type?: string } | null)?.type;
    if (type === keyMessage.unlocked) void unlockFromWorker();
    // The worker already dropped its copy; this page's own 'lock' message to it changes nothing.
    if (type === keyMessage.locked) lock();
  });
  // A new version's worker starts with no key: this page gives it the one it holds.
  sw.addEventListener('controllerchange', () => void give());
}
