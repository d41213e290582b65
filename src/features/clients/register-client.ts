// Step 1's write (issue 5 §3): before making a client, look the national code up on the tablet
// (and on the server when online); an existing client is opened instead of made twice.
import { searchClientOnServer } from '../../api/client-search';
import { createClient, findByNationalCode, localDb, type ClientFields } from '../../db/index';
import { rememberServerClient } from '../../db/remember-server-client';
import { clientPayloadOf, type ClientFormValues } from '../../domain/client-form';

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
    const found = await searchClientOnServer(nationalCode);
    return found ? await rememberServerClient(db, found) : undefined;
  } catch {
    // The network failed mid-way: the tablet decides alone, and the server's 409 merges later.
    return undefined;
  }
}

export async function registerClient(values: ClientFormValues): Promise<{ localId: string; existing: boolean }> {
  const fields = clientFieldsOf(values);
  const existing = await findExistingClient(fields.nationalCode);
  if (existing) return { localId: existing, existing: true };
  return { localId: await createClient(localDb(), fields), existing: false };
}
