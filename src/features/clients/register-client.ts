// Step 1's write (issue 5 §3): before making a client, look the national code up on the tablet
// (and on the server when online); an existing client is opened instead of made twice.
import { searchClientOnServer } from '../../api/client-search';
import { createClient, findByNationalCode, getClient, localDb, updateClient, type ClientFields } from '../../db/index';
import { rememberServerClient } from '../../db/remember-server-client';
import { clientPayloadOf, type ClientFormValues } from '../../domain/client-form';
import { kioskToken } from '../../ui/kiosk-mode';

export function clientFieldsOf(values: ClientFormValues): ClientFields {
  const payload = clientPayloadOf(values);
  return {
    ...payload,
    firstName: payload.firstName.trim(), lastName: payload.lastName.trim(), fatherName: payload.fatherName.trim(),
    nationality: payload.nationality.trim(), address: payload.address.trim(),
    numberOfChildren: payload.numberOfChildren ?? 0,
  };
}

/** Finds the client with this code on the tablet, or on the server when online; undefined if none. */
export async function findExistingClient(nationalCode: string): Promise<string | undefined> {
  const db = localDb();
  const local = await findByNationalCode(db, nationalCode);
  if (local) return local.localId;
  if (typeof navigator !== 'undefined' && !navigator.onLine) return undefined;
  try {
    const found = await searchClientOnServer(nationalCode, 'all', kioskToken() ?? undefined);
    return found ? await rememberServerClient(db, found) : undefined;
  } catch {
    // The network failed mid-way: the tablet decides alone, and the server's 409 merges later.
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
