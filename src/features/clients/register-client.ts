// Step 1's write: before making a client, look the national code up on the tablet
// (and on the server when online, giving up after about 3 s); an existing client
// is opened instead of made twice. The kiosk's basic-info step looks nothing up: its step 1
// asked the server already, and a kiosk never reads the tablet's store.
import { searchClientOnServer } from '../../api/client-search';
import { amendUnsentClient, createClient, findByNationalCode, getClient, localDb, updateClient, type ClientFields } from '../../db/index';
import { rememberServerClient } from '../../db/pull/index';
import { clientFormOf, clientPayloadToSave, type ClientFormValues } from '../../domain/client-form';

/** The client's fields as every client form saves them (free texts in their stored form). */
export function clientFieldsOf(values: ClientFormValues): ClientFields {
  const payload = clientPayloadToSave(values);
  return { ...payload, numberOfChildren: payload.numberOfChildren ?? 0 };
}

/** How long a form waits for the server's national-code lookup before going on without it. */
export const formLookupTimeoutMs = 3_000;

/** Finds the client with this code on the tablet, or on the server when online; undefined if none. */
export async function findExistingClient(nationalCode: string, timeoutMs = formLookupTimeoutMs): Promise<string | undefined> {
  const db = localDb();
  const local = await findByNationalCode(db, nationalCode);
  if (local) return local.localId;
  if (typeof navigator !== 'undefined' && !navigator.onLine) return undefined;
  try {
    const found = await searchClientOnServer(nationalCode, 'all', undefined, timeoutMs);
    return found ? await rememberServerClient(db, found) : undefined;
  } catch {
    // No answer in time, or the network failed: the tablet decides alone, and the server's 409 merges later.
    return undefined;
  }
}

/** `resume`: the client this registration already made (back from step 2): it is edited, not made again. */
export async function registerClient(values: ClientFormValues, resume?: string): Promise<{ localId: string; existing: boolean }> {
  const fields = clientFieldsOf(values);
  if (resume) {
    const db = localDb();
    const row = await getClient(db, resume);
    if (row && !row.submitted) {
      await updateClient(db, resume, fields);
      return { localId: resume, existing: false };
    }
  }
  const existing = await findExistingClient(fields.nationalCode);
  if (existing) return { localId: existing, existing: true };
  return { localId: await createClient(localDb(), fields), existing: false };
}

/** The kiosk's basic info: a new client, or (back from the documents) the visitor's corrections
 * to the one this intake made; `amended` false when it had already left for the server. */
export async function registerIntakeClient(values: ClientFormValues, resume?: string): Promise<{ localId: string; amended: boolean }> {
  const fields = clientFieldsOf(values);
  if (resume) return { localId: resume, amended: await amendUnsentClient(localDb(), resume, fields) };
  return { localId: await createClient(localDb(), fields), amended: true };
}

/** What the visitor entered for the client this intake made, to show it again on the way back. */
export async function intakeFormOf(localId: string): Promise<ClientFormValues | undefined> {
  const row = await getClient(localDb(), localId);
  return row && !row.submitted ? clientFormOf(row.fields) : undefined;
}
