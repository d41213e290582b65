// @vitest-environment jsdom
// Every list's row actions in one form: icon buttons (no text drawn) named in Persian after the
// action and the row, delete last; a test's delete confirmation names the test (its kind and
// Jalali date and time) under the seeds' question, with cancel focused, not delete.
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createClient } from '../../src/db/index';
import { clinicalText } from '../../src/domain/clinical-text';
import { formatJalaliDateTime } from '../../src/domain/jalali';
import { messages } from '../../src/domain/messages';
import { receptionText } from '../../src/domain/reception-text';
import { appText } from '../../src/domain/stations';
import { ClientManagement } from '../../src/features/clients/client-management';
import { DocumentList } from '../../src/features/documents/document-list';
import { clinicalClientColumns, type ListedClient } from '../../src/ui/clinic/clinical-client-columns';
import { TestsTable, type TestRow } from '../../src/ui/clinic/tests-table';
import { PagedTable } from '../../src/ui/paged-table';
import { clientFields, pngBytes } from './db-fixtures';
import { freshStore, renderInRouter } from './reception-harness';

const persian = /^[\u0600-\u06FF\u200c\s\d:،۰-۹/]+$/;
const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
beforeAll(() => {
  URL.createObjectURL = () => 'blob:thumbnail'; // jsdom has no object URLs
  URL.revokeObjectURL = () => {};
});
afterAll(() => {
  URL.createObjectURL = original.create;
  URL.revokeObjectURL = original.revoke;
});

/** The row's action controls: each an icon button named in Persian; delete, if any, last. */
function expectOneActionForm(holder: HTMLElement) {
  const controls = [...holder.querySelectorAll<HTMLElement>('button, a[href]')];
  expect(controls.length).toBeGreaterThan(0);
  for (const control of controls) {
    expect(control.className).toContain('MuiIconButton-root');
    expect(control.textContent).toBe('');
    expect(control.querySelector('svg')).not.toBeNull();
    expect(control.getAttribute('aria-label')).toMatch(persian);
    expect(control.getAttribute('title')).toBe(control.getAttribute('aria-label'));
  }
  const deletes = controls.filter((c) => c.getAttribute('aria-label')!.startsWith(receptionText.delete));
  if (deletes.length) expect(controls.at(-1)).toBe(deletes[0]);
  return controls;
}

const lastCell = (table: HTMLElement) => within(table).getAllByRole('row')[1]!.querySelector<HTMLElement>('td:last-of-type')!;
const test1: TestRow = { localId: 't1', name: 'فرم سلامت پستان', date: '2026-03-21T08:30:00.000Z' };

describe('row actions', { timeout: 30_000 }, () => {
  test('the reception client list: view then delete, icon buttons named after the patient', async () => {
    const db = await freshStore();
    await createClient(db, clientFields(3, { firstName: 'سمیه', lastName: 'کاظمی' }));
    await renderInRouter(() => (
      <ClientManagement list="all" title="" crumbs={[]} detailLink={(id) => ({ to: '/v2/$area/clientManagment/detail/$id', params: { area: 'reception', id } })} />
    ));
    await screen.findByRole('button', { name: `${receptionText.delete} سمیه کاظمی` });
    const controls = expectOneActionForm(lastCell(screen.getByRole('table', { name: receptionText.clientsTable })));
    expect(controls.map((c) => c.getAttribute('aria-label'))).toEqual([`${receptionText.detail} سمیه کاظمی`, `${receptionText.delete} سمیه کاظمی`]);
  });

  test('the clinical lists: the details action is an icon link named after the patient', async () => {
    const row: ListedClient = { localId: 'a', fields: { firstName: 'مریم', lastName: 'رضایی', nationalCode: '0499370899', phoneNumber: '09121234567', isCoveredPatient: true, isScreening: false } };
    await renderInRouter(() => <PagedTable label="فهرست" rows={[row]} rowKey={(r) => r.localId} page={1} total={1}
      columns={clinicalClientColumns(() => ({ to: '/v2/$area/covered/detail/$id', params: { area: 'research', id: 'a' } }), ['flags'])} />);
    const [details] = expectOneActionForm(lastCell(screen.getByRole('table', { name: 'فهرست' })));
    expect(details!.getAttribute('aria-label')).toBe(`${clinicalText.details} مریم رضایی`);
  });

  test('the documents: details then delete as icon buttons', async () => {
    const db = await freshStore();
    const localId = await createClient(db, clientFields(4));
    const at = '2026-03-21T08:00:00.000Z';
    await db.documents.add({ localId: 'doc-card', clientLocalId: localId, kind: 'identity', type: 3, thumbnail: pngBytes(), mime: 'image/png', createdAt: at, updatedAt: at, deleted: 0 });
    await renderInRouter(() => <DocumentList clientLocalId={localId} kind="identity" details />);
    await screen.findByRole('button', { name: `${receptionText.delete} کارت ملی` });
    const actions = screen.getByRole('listitem').querySelector<HTMLElement>('[data-row-actions]')!;
    expect(expectOneActionForm(actions)).toHaveLength(2);
  });

  test('previous tests: view and delete are icon buttons; the confirmation names the test, cancel focused', async () => {
    await renderInRouter(() => <TestsTable rows={[test1]} total={1} page={1} onPageChange={() => {}} onView={() => {}} onDelete={() => Promise.resolve()} />);
    const table = screen.getByRole('table', { name: clinicalText.previousTests });
    expectOneActionForm(lastCell(table));
    const when = formatJalaliDateTime(test1.date);
    fireEvent.click(within(table).getByRole('button', { name: `${clinicalText.delete} ${test1.name} ${when}` }));
    const dialog = await screen.findByRole('dialog', { name: messages.confirmDelete });
    const subject = document.getElementById(dialog.getAttribute('aria-describedby')!)!;
    expect(subject.textContent).toContain(test1.name);
    expect(subject.textContent).toContain(when);
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: appText.cancel })));
    expect(document.activeElement).not.toBe(within(dialog).getByRole('button', { name: appText.confirm }));
  });
});
