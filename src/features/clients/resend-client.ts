// A refused client create or edit, corrected in its form and sent again under the same record:
// the entry takes the corrected fields and a new Idempotency-Key in one
// transaction (db/), then a replay pass sends it at once when the network allows.
import { localDb, resendRefused, sentValuesOf, type ClientFields, type ClinicDb, type OutboxEntry } from '../../db/index';
import { clientFormOf, type ClientFormField, type ClientFormValues } from '../../domain/client-form';
import { appSyncEngine } from '../../sync/index';
import { clientFieldsOf } from './register-client';

/** The form as it was sent (what the server refused). */
export function sentClientForm(entry: OutboxEntry): ClientFormValues {
  const sent = sentValuesOf(entry.payload) as unknown as ClientFields;
  return clientFormOf({ ...sent, numberOfChildren: Number(sent.numberOfChildren ?? 0), isNew: Boolean(sent.isNew) });
}

/** The server's field errors on the form's fields (numberOfChildren is the form's childNumber). */
export function serverFieldErrors(entry: OutboxEntry): Partial<Record<ClientFormField, string>> {
  const errors: Partial<Record<ClientFormField, string>> = {};
  for (const [field, message] of Object.entries(entry.lastError?.fields ?? {})) {
    errors[(field === 'numberOfChildren' ? 'childNumber' : field) as ClientFormField] = message;
  }
  return errors;
}

export async function resendClient(entry: OutboxEntry, values: ClientFormValues, db: ClinicDb = localDb()): Promise<void> {
  const sent = sentValuesOf(entry.payload);
  const { isNew, ...rest } = { ...clientFieldsOf(values), greenCardCode: String(sent.greenCardCode ?? '') };
  // An edit never carries isNew (000 §7): the record keeps what it had.
  const fields = entry.operation === 'client.update' ? rest : { ...rest, isNew };
  await resendRefused(db, entry.id, fields);
  void appSyncEngine()?.syncNow();
}
