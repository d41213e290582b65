// What the clinical component tests share: a client on a fresh local store, answering yes/no and
// radio questions by their Persian labels, picking from MUI selects, and reading what Dexie holds.
import { fireEvent, screen, within } from '@testing-library/react';
import { createClient, type ClinicDb, type OutboxEntry, type RecordKind, type RecordRow } from '../../src/db/index';
import { recordTableOf } from '../../src/db/store/record-kinds';
import { clientFields } from './db-fixtures';
import { freshStore } from './reception-harness';
import { radioGroupNamed } from './radio-group-named';

export { freshStore, renderInRouter, toastMessages } from './reception-harness';

export async function storeWithClient(overrides: Parameters<typeof clientFields>[1] = {}) {
  const db = await freshStore();
  const clientLocalId = await createClient(db, clientFields(7, { isCoveredPatient: true, ...overrides }));
  return { db, clientLocalId };
}

/** Chooses an answer ('دارد', 'ندارد', 'کمی', '۵' …) of the radio question with this label. */
export function answer(question: string | RegExp, choice: string) {
  fireEvent.click(within(radioGroupNamed(question)).getByLabelText(choice));
}

/** Picks the option of the (native) select with this label. */
export function pick(label: string, option: string) {
  const select = screen.getByRole('combobox', { name: label });
  const chosen = within(select).getByRole('option', { name: option }) as HTMLOptionElement;
  fireEvent.change(select, { target: { value: chosen.value } });
}

export function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label, { selector: 'input, textarea' }), { target: { value } });
}

export async function saved(db: ClinicDb, kind: RecordKind): Promise<{ rows: RecordRow[]; entries: OutboxEntry[] }> {
  const rows = await db.recordTable(recordTableOf[kind]).toArray();
  const entries = (await db.outbox.toArray()).filter((e) => e.table === recordTableOf[kind]);
  return { rows, entries };
}
