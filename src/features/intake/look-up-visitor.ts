// Intake step 1's lookup: never the tablet's store — a kiosk holds nobody — but the
// server, with the Kiosk token, whose answer is the id alone. Offline, refused, or no answer in
// about 3 s: the visitor is new, and the server's 409 merges a duplicate later.
import { searchClientOnServer } from '../../api/client-search';
import { holdKnownClient, localDb, type ServerId } from '../../db/index';
import { kioskToken } from '../../state/kiosk-mode';
import { keepIntakeCode, keepRegistration } from '../../state/registration-draft';

export const visitorLookupTimeoutMs = 3_000;

async function serverIdOf(nationalCode: string, token: string, timeoutMs: number): Promise<ServerId | undefined> {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return undefined;
  try {
    const found = await searchClientOnServer(nationalCode, 'all', token, timeoutMs);
    const id = found?.id;
    return typeof id === 'string' || typeof id === 'number' ? id : undefined;
  } catch {
    return undefined;
  }
}

/** 'known': the documents step follows, on a row holding the server id alone; 'new': basic info. */
export async function lookUpVisitor(nationalCode: string, timeoutMs = visitorLookupTimeoutMs): Promise<'known' | 'new'> {
  keepIntakeCode(nationalCode);
  const token = kioskToken();
  const serverId = token ? await serverIdOf(nationalCode, token, timeoutMs) : undefined;
  if (serverId === undefined) return 'new';
  keepRegistration({ clientLocalId: await holdKnownClient(localDb(), serverId), existing: true });
  return 'known';
}
