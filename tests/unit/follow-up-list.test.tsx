// @vitest-environment jsdom
// The follow-up list (issue 36 §6) against a real server on loopback: the open follow-ups the
// rule opened, closed with a note through the dialog (the note kept when the dialog is shut or the
// network is gone, the Persian reason said); offline, the causes in the tablet's own records.
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { linkOptions } from '@tanstack/react-router';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { configureApi } from '../../src/api/client';
import { createClient, saveRecord } from '../../src/db/index';
import { followUpText } from '../../src/domain/follow-up-text';
import { formatJalali } from '../../src/domain/jalali';
import { screeningQuestions } from '../../src/domain/schemas/clinical';
import type { FollowUp } from '../../src/domain/schemas/follow-up';
import { FollowUpList, type FollowUpDetailLink } from '../../src/features/follow-up/follow-up-list';
import { clientFields } from './db-fixtures';
import { freshStore, renderInRouter, toastMessages } from './reception-harness';
import { startServerProcess, type ServerProcess } from './server-process';

let server: ServerProcess;
let screeningToken: string;

async function call<T>(method: string, path: string, token: string, body?: unknown): Promise<T> {
  const answer = await fetch(`${server.apiUrl}${path}`, {
    method, headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: body === undefined ? undefined : JSON.stringify(body),
  });
  return ((await answer.json()) as { result: T }).result;
}
async function login(userName: string): Promise<string> {
  const answer = await fetch(`${server.apiUrl}Account/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ userName, password: 'demo1234' }) });
  return ((await answer.json()) as { result: { token: string } }).result.token;
}
const form = (...yes: string[]) => ({ testType: 2, ...Object.fromEntries(screeningQuestions.map((q) => [q, yes.includes(q)])), needFollowup: yes.length > 0, adminOpinion: null });

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

beforeAll(async () => {
  server = await startServerProcess();
  screeningToken = await login('screening');
  configureApi({ baseUrl: server.apiUrl, getToken: () => screeningToken, onUnauthorized: () => {} });
}, 120_000);
afterAll(async () => {
  await server?.close();
});
afterEach(() => setOnline(true));

/** The route's choice reduced to what a test can read back: the station in the path. */
const detailLink: FollowUpDetailLink = (id, fromExamination) => linkOptions({
  to: fromExamination ? '/v2/$area/covered/detail/$id' : '/v2/$area/screeningManagment/detail/$id', params: { area: 'research', id },
});

describe('the follow-up list', { timeout: 60_000 }, () => {
  test("the server's open follow-ups, and one closed with a note that survives a shut dialog and a lost network", async () => {
    setOnline(true);
    await freshStore();
    const reception = await login('reception');
    const client = await call<{ id: number }>('POST', 'Client', reception, { ...clientFields(41, { firstName: 'زهرا', lastName: 'محمدی' }), localId: randomUUID() });
    await call('POST', `Screening/${client.id}`, screeningToken, form('hasBloodDischarge'));

    await renderInRouter(() => <FollowUpList area="screening" detailLink={detailLink} />);
    const table = await screen.findByRole('table', { name: followUpText.table });
    const row = (await within(table).findByText('زهرا محمدی')).closest('tr')!;
    expect(within(row).getByText('فرم سلامت پستان: ترشح از پستان')).toBeTruthy();
    expect(within(row).getByText(formatJalali(new Date()))).toBeTruthy();
    // The name opens the patient's detail: a patient this tablet never pulled is kept from the
    // list's summary under the id a pull would give her.
    const link = await within(row).findByRole('link', { name: 'زهرا محمدی' });
    expect(link.getAttribute('href')).toBe(`/v2/research/screeningManagment/detail/server-clients-${client.id}`);
    expect(screen.queryByText(followUpText.offlineList)).toBeNull();

    const closeButton = () => within(table).getByRole('button', { name: `${followUpText.close} زهرا محمدی` });
    fireEvent.click(closeButton());
    let dialog = await screen.findByRole('dialog', { name: followUpText.closeTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: followUpText.save }));
    expect(await within(dialog).findByText(followUpText.noteRequired)).toBeTruthy();

    const note = 'ماموگرافی برای هفته آینده نوبت داده شد';
    fireEvent.change(within(dialog).getByLabelText(followUpText.note, { exact: false }), { target: { value: note } });
    // Shut and opened again: the note is still there.
    fireEvent.click(within(dialog).getByRole('button', { name: followUpText.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(closeButton());
    dialog = await screen.findByRole('dialog', { name: followUpText.closeTitle });
    expect((within(dialog).getByLabelText(followUpText.note, { exact: false }) as HTMLTextAreaElement).value).toBe(note);

    // No network: said in Persian, the note kept, the follow-up still open on the server.
    setOnline(false);
    fireEvent.click(within(dialog).getByRole('button', { name: followUpText.save }));
    expect(await within(dialog).findByText(followUpText.closeNeedsNetwork)).toBeTruthy();
    expect((within(dialog).getByLabelText(followUpText.note, { exact: false }) as HTMLTextAreaElement).value).toBe(note);
    expect((await call<FollowUp[]>('GET', `FollowUp/client/${client.id}`, screeningToken))[0]!.closedAt).toBeNull();

    setOnline(true);
    fireEvent.click(within(dialog).getByRole('button', { name: followUpText.save }));
    await waitFor(() => expect(toastMessages()).toContain(followUpText.closed));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.queryByText('زهرا محمدی')).toBeNull());
    const kept = await call<FollowUp[]>('GET', `FollowUp/client/${client.id}`, screeningToken);
    expect(kept[0]).toMatchObject({ closeNote: note });
    expect(kept[0]!.closedAt).not.toBeNull();
  });

  test("offline: the causes the rule finds in the tablet's own records, and the screen says so", async () => {
    const db = await freshStore();
    setOnline(false);
    const sara = await createClient(db, clientFields(42, { firstName: 'سارا', lastName: 'کریمی' }));
    const mina = await createClient(db, clientFields(43, { firstName: 'مینا', lastName: 'رضایی' }));
    await saveRecord(db, 'screeningTest', sara, { ...form('hasNippleChange'), date: '2026-11-01T08:00:00.000Z' }, 2);
    await saveRecord(db, 'examination', sara, { birads: 5, date: '2026-11-10T08:00:00.000Z' }, 0);
    await saveRecord(db, 'screeningTest', mina, { ...form('hasBreastOrOvarianCancer'), date: '2026-11-12T08:00:00.000Z' }, 2);
    await saveRecord(db, 'examination', mina, { birads: 2, date: '2026-11-12T08:00:00.000Z' }, 0);

    await renderInRouter(() => <FollowUpList area="helper" detailLink={detailLink} />);
    expect(await screen.findByText(followUpText.offlineList)).toBeTruthy();
    const table = screen.getByRole('table', { name: followUpText.table });
    await waitFor(() => expect(within(table).getAllByText('سارا کریمی')).toHaveLength(2));
    const reasons = within(table).getAllByRole('row').slice(1).map((tr) => within(tr).getAllByRole('cell')[2]!.textContent);
    // Newest first: the mammography of 10 November, then the form of 1 November.
    expect(reasons).toEqual(['ماموگرافی: BI-RADS ۵', 'فرم سلامت پستان: تغییر نوک پستان']);
    // Each row opens her detail: the mammography's in the station of the examinations.
    expect(within(table).getAllByRole('link', { name: 'سارا کریمی' }).map((a) => a.getAttribute('href'))).toEqual([
      `/v2/research/covered/detail/${sara}`, `/v2/research/screeningManagment/detail/${sara}`,
    ]);
    expect(within(table).queryByText('مینا رضایی')).toBeNull();
    expect(within(table).queryByRole('button')).toBeNull();
  });
});
