// @vitest-environment jsdom
// «نیاز به پیگیری» on a client's detail and useOpenFollowUp, the patient banner's hook (issue 36
// §6), against a real server on loopback: marked by hand with a reason (kept while the network is
// gone, said in Persian), the server's open follow-up then shown; offline, the rule over the
// tablet's own records; a client not yet on the server cannot be marked, and is told why.
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { configureApi } from '../../src/api/client';
import { createClient, rememberServerClient, saveRecord } from '../../src/db/index';
import { followUpText } from '../../src/domain/follow-up-text';
import type { FollowUp } from '../../src/domain/schemas/follow-up';
import { MarkFollowUpButton } from '../../src/features/follow-up/mark-follow-up';
import { useOpenFollowUp } from '../../src/features/follow-up/use-open-follow-up';
import { clientFields } from './db-fixtures';
import { freshStore, renderInRouter, toastMessages } from './reception-harness';
import { startServerProcess, type ServerProcess } from './server-process';

let server: ServerProcess;
let helperToken: string;

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
function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

/** What the banner would show: the hook's answer as text. */
function BannerProbe({ clientLocalId }: { clientLocalId: string }) {
  const followUp = useOpenFollowUp(clientLocalId);
  if (!followUp) return <p>loading</p>;
  return <p data-testid="probe">{`${followUp.source}|${followUp.open ? followUpText.open : 'none'}|${followUp.reason}`}</p>;
}
const probe = () => screen.getByTestId('probe').textContent;

beforeAll(async () => {
  server = await startServerProcess();
  helperToken = await login('helper');
  configureApi({ baseUrl: server.apiUrl, getToken: () => helperToken, onUnauthorized: () => {} });
}, 120_000);
afterAll(async () => {
  await server?.close();
});
afterEach(() => setOnline(true));

describe('marking a client for follow-up', { timeout: 60_000 }, () => {
  test('by hand with a reason: kept while offline, then on the server, and the banner shows it', async () => {
    setOnline(true);
    const db = await freshStore();
    const reception = await login('reception');
    const made = await call<{ id: number }>('POST', 'Client', reception, { ...clientFields(51, { firstName: 'نرگس', lastName: 'صادقی' }), localId: randomUUID() });
    const localId = (await rememberServerClient(db, await call<Record<string, unknown>>('GET', `Client/${made.id}`, reception)))!;

    await renderInRouter(() => <><MarkFollowUpButton clientLocalId={localId} /><BannerProbe clientLocalId={localId} /></>);
    await waitFor(() => expect(probe()).toBe('server|none|'));
    fireEvent.click(await screen.findByRole('button', { name: followUpText.mark }));
    const dialog = await screen.findByRole('dialog', { name: followUpText.markTitle });
    expect(within(dialog).getByText('نرگس صادقی')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: followUpText.save }));
    expect(await within(dialog).findByText(followUpText.reasonRequired)).toBeTruthy();

    const field = () => within(dialog).getByLabelText(followUpText.markReason, { exact: false }) as HTMLTextAreaElement;
    fireEvent.change(field(), { target: { value: 'درد مداوم و نگرانی بیمار' } });
    setOnline(false);
    fireEvent.click(within(dialog).getByRole('button', { name: followUpText.save }));
    expect(await within(dialog).findByText(followUpText.markNeedsNetwork)).toBeTruthy();
    expect(field().value).toBe('درد مداوم و نگرانی بیمار');
    expect(await call<FollowUp[]>('GET', `FollowUp/client/${made.id}`, helperToken)).toEqual([]);

    setOnline(true);
    fireEvent.click(within(dialog).getByRole('button', { name: followUpText.save }));
    await waitFor(() => expect(toastMessages()).toContain(followUpText.marked));
    const kept = await call<FollowUp[]>('GET', `FollowUp/client/${made.id}`, helperToken);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ source: 'hand', reason: 'درد مداوم و نگرانی بیمار', closedAt: null });
    await waitFor(() => expect(probe()).toBe(`server|${followUpText.open}|درد مداوم و نگرانی بیمار`));
  });

  test('a client only on this tablet: the banner reads the rule over its records; marking waits for the sync', async () => {
    setOnline(false);
    const db = await freshStore();
    const localId = await createClient(db, clientFields(52, { firstName: 'لیلا', lastName: 'نوری' }));
    await saveRecord(db, 'examination', localId, { tirads: 5 }, 4);

    await renderInRouter(() => <><MarkFollowUpButton clientLocalId={localId} /><BannerProbe clientLocalId={localId} /></>);
    await waitFor(() => expect(probe()).toBe(`tablet|${followUpText.open}|سونوگرافی تیروئید: TI-RADS ۵`));

    setOnline(true);
    fireEvent.click(await screen.findByRole('button', { name: followUpText.mark }));
    const dialog = await screen.findByRole('dialog', { name: followUpText.markTitle });
    fireEvent.change(within(dialog).getByLabelText(followUpText.markReason, { exact: false }), { target: { value: 'پیگیری جواب' } });
    fireEvent.click(within(dialog).getByRole('button', { name: followUpText.save }));
    expect(await within(dialog).findByText(followUpText.markNeedsSync)).toBeTruthy();
    // Still the tablet's answer: the server has no such client.
    expect(probe()).toBe(`tablet|${followUpText.open}|سونوگرافی تیروئید: TI-RADS ۵`);
  });
});
