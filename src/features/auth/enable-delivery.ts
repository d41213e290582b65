// At an online sign-in: the server's delivery key and this person's delivery credential for this
// tablet, kept in Dexie, so their queue leaves with the network later whoever is at the tablet
// (sync/deliver-pass.ts). Best effort: a sign-in never waits on it or fails for it; the next
// sign-in asks again.
import { askDeliveryCredential, fetchDeliveryKey } from '../../api/delivery-calls';
import { setDeliveryCredential, storeDeliveryKey, type ClinicDb } from '../../db/index';

export async function enableDelivery(db: ClinicDb, deviceId: string, userId: string): Promise<void> {
  const [key, credential] = await Promise.all([fetchDeliveryKey(), askDeliveryCredential(deviceId)]);
  await storeDeliveryKey(db, key);
  await setDeliveryCredential(db, userId, credential);
}
