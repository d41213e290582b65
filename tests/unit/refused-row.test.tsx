// @vitest-environment jsdom
// A row the server refused reads as refused, with the server's reason, in the
// list where the person finds it; the saved row beside it reads as saved.
import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { createClient, saveRecord } from '../../src/db/index';
import { failEntry } from '../../src/db/outbox/queue';
import { clinicalText } from '../../src/domain/clinical-text';
import { syncText } from '../../src/domain/sync-labels';
import { storeSession } from '../../src/features/auth/session-store';
import { ConsultationDetail } from '../../src/features/consultation/consultation-detail';
import { clientFields } from './db-fixtures';
import { freshStore, renderInRouter } from './reception-harness';

const serverSaid = 'نوع مشاوره معتبر نیست.';

beforeEach(() => {
  Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
  storeSession({ hasAuth: true, fullName: '', userId: 1, expiresIn: 3600, role: 'Consultation' }, 'token-1');
});

describe('a refused consultation in the history', { timeout: 30_000 }, () => {
  test('its row says it was refused and why; the saved one does not', async () => {
    const db = await freshStore();
    const client = await createClient(db, clientFields(1, { firstName: 'مهسا', lastName: 'رحیمی' }));
    const consultation = (consultantName: string, at: number) =>
      saveRecord(db, 'consultation', client, { consultType: 1, consultantName, counselingText: 'رژیم غذایی', date: new Date(at).toISOString() }, undefined, at);
    await consultation('دکتر شریفی', Date.UTC(2025, 0, 1));
    const refused = await consultation('دکتر نادری', Date.UTC(2025, 0, 2));
    const entry = (await db.outbox.where('localId').equals(refused).toArray())[0]!;
    await failEntry(db, entry.seq!, { reason: 'invalid', status: 400, message: serverSaid });

    await renderInRouter(() => <ConsultationDetail area="consultation" clientLocalId={client} />);
    const table = await screen.findByRole('table', { name: clinicalText.consultationHistory }, { timeout: 10_000 });
    const mark = `${syncText.refusedMark}: ${serverSaid}`;
    await waitFor(() => expect(within(table).getByText(mark)).toBeTruthy(), { timeout: 10_000 });

    // The mark sits in the row right under the refused consultation, not under the saved one.
    const rows = within(table).getAllByRole('row');
    const refusedRow = rows.find((row) => within(row).queryByText('دکتر نادری'))!;
    const savedRow = rows.find((row) => within(row).queryByText('دکتر شریفی'))!;
    expect(refusedRow.getAttribute('data-refused')).toBe('yes');
    expect(refusedRow.nextElementSibling?.textContent).toBe(mark);
    expect(savedRow.getAttribute('data-refused')).toBeNull();
    expect(savedRow.nextElementSibling?.textContent ?? '').not.toContain(syncText.refusedMark);
    expect(within(table).getAllByText(mark)).toHaveLength(1);
  });
});
