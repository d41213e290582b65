// A tablet whose author may be locked out while their queue is delivered (deliver-pass.ts), for
// the delivery tests: the author signed in with delivery enabled, and their own replay at the
// next unlock.
import { configureApi } from '../../src/api/client';
import { createTransport } from '../../src/api/outbox-transport';
import { ClinicDb, lock, setOutboxUser, tabletDeviceId, unlockWith } from '../../src/db/index';
import { enableDelivery } from '../../src/features/auth/enable-delivery';
import { createSyncEngine } from '../../src/sync/engine';
import { testDataKey } from '../unlocked';
import { signIn, type SignedIn } from './tablet';

export interface DeliveringTablet {
  db: ClinicDb;
  author: SignedIn;
}

/** A fresh tablet database, `userName` signed in on it with their delivery credential, writing. */
export async function deliveringTablet(apiUrl: string, name: string, userName: string): Promise<DeliveringTablet> {
  const db = new ClinicDb(name);
  const author = await signIn(apiUrl, userName);
  configureApi({ baseUrl: apiUrl, getToken: () => author.token });
  await enableDelivery(db, await tabletDeviceId(db), author.userId);
  setOutboxUser({ userId: author.userId, fullName: author.fullName });
  return { db, author };
}

/** The idle lock, then the author signs out: no data key, no token, nobody at the tablet. */
export function authorLeaves(): void {
  lock();
  setOutboxUser(undefined);
  configureApi({ getToken: () => null });
}

/** The author's next unlock: one pass of their own engine (through `fetchImpl` when given). */
export async function replayAsAuthor({ db, author }: DeliveringTablet, apiUrl: string, fetchImpl?: typeof fetch): Promise<void> {
  unlockWith(testDataKey);
  setOutboxUser({ userId: author.userId, fullName: author.fullName });
  const transport = createTransport({ baseUrl: apiUrl, getToken: () => author.token, ...(fetchImpl ? { fetch: fetchImpl } : {}) });
  const engine = createSyncEngine({ db, transport, author: author.userId, scope: author.role });
  await engine.start();
  engine.stop();
}
