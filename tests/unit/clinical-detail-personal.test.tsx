// @vitest-environment jsdom
// The clinical detail pages as their route files compose them (001 §2): the client
// detail's edit modal (incomplete → 'لطفا اطلاعات را کامل کنید', nothing saved; complete → the
// record and a client.update outbox entry) and SMS modal (empty → 'لطفا متن پیام را وارد کنید.';
// a text → queued as an sms record), their toasts in the 4 s top-left layer; the same two buttons
// on every clinical detail page.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { messages } from '../../src/domain/messages';
import { clientFieldLabels as L, receptionText } from '../../src/domain/reception-text';
import { clearSession } from '../../src/features/auth/session-store';
import { openDetail, secondLayer, toastMessages } from './clinical-detail-harness';

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}[\\s*]*$`), { selector: 'input, select, textarea' });

beforeEach(() => {
  clearSession();
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
});

describe('edit and SMS on the clinical detail pages', { timeout: 30_000 }, () => {
  test('screening detail: the edit refuses incomplete data, then saves the edit with its outbox entry', async () => {
    const { db, localId, page } = await openDetail('screening', 'screening', 'screeningDetail');
    fireEvent.click(await within(page).findByRole('button', { name: receptionText.edit }));
    const dialog = await screen.findByRole('dialog', { name: receptionText.editClient });
    fireEvent.change(field(L.lastName), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: receptionText.submit }));
    await waitFor(() => expect(within(secondLayer()).getByText(messages.editClientIncomplete)).toBeTruthy());
    expect(await db.outbox.count()).toBe(0);
    expect((await db.clients.get(localId))!.fields.lastName).toBe('کریمی');

    fireEvent.change(field(L.lastName), { target: { value: 'کریمی‌نژاد' } });
    fireEvent.change(field(L.phoneNumber), { target: { value: '۰۹۱۲۷۶۵۴۳۲۱' } });
    fireEvent.click(within(dialog).getByRole('button', { name: receptionText.submit }));
    await waitFor(() => expect(within(secondLayer()).getByText(messages.changesSaved)).toBeTruthy());
    expect((await db.clients.get(localId))!.fields).toMatchObject({ lastName: 'کریمی‌نژاد', phoneNumber: '09127654321' });
    const entries = await db.outbox.toArray();
    expect(entries.map((e) => [e.operation, e.localId])).toEqual([['client.update', localId]]);
    // The page reads the local store: the personal block shows the edit at once.
    expect(await within(page).findByText('کریمی‌نژاد')).toBeTruthy();
    expect(within(page).getByText('۰۹۱۲۷۶۵۴۳۲۱')).toBeTruthy();
  });

  test('helper detail: the SMS refuses an empty text, then queues the message', async () => {
    const { db, localId, page } = await openDetail('helper', 'helper', 'helperDetail');
    fireEvent.click(await within(page).findByRole('button', { name: receptionText.sendSms }));
    const dialog = await screen.findByRole('dialog', { name: receptionText.sendSms });
    fireEvent.click(within(dialog).getByRole('button', { name: receptionText.send }));
    expect(await within(dialog).findByText(messages.smsEmpty)).toBeTruthy();
    expect(toastMessages()).toContain(messages.smsEmpty);
    expect(await db.smsMessages.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);

    fireEvent.change(within(dialog).getByLabelText(receptionText.smsText), { target: { value: 'جلسه مددکاری فردا ساعت ۱۰ است' } });
    fireEvent.click(within(dialog).getByRole('button', { name: receptionText.send }));
    // No sync engine answers here: the person is told it goes when the tablet is online.
    await waitFor(() => expect(within(secondLayer()).getByText(receptionText.smsQueued)).toBeTruthy());
    expect(toastMessages()).not.toContain(messages.smsSent);
    const [sms] = await db.smsMessages.toArray();
    expect(sms).toMatchObject({ clientLocalId: localId, payload: { phoneNumber: '09351112233', text: 'جلسه مددکاری فردا ساعت ۱۰ است' } });
    const entries = await db.outbox.toArray();
    expect(entries.map((e) => [e.operation, e.table, e.localId])).toEqual([['record.create', 'smsMessages', sms!.localId]]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: receptionText.sendSms })).toBeNull());
  });

  test.each([
    ['Research', 'research', 'coveredDetail'],
    ['Consultation', 'consultation', 'consultationDetail'],
    ['screening', 'screening', 'screeningDetail'],
    ['helper', 'helper', 'helperDetail'],
  ] as const)('%s at %s/%s: the edit and SMS buttons open their modals', async (role, area, detail) => {
    const { page } = await openDetail(role, area, detail);
    fireEvent.click(await within(page).findByRole('button', { name: receptionText.edit }));
    const edit = await screen.findByRole('dialog', { name: receptionText.editClient });
    expect((within(edit).getByLabelText(new RegExp(`^${L.firstName}[\\s*]*$`), { selector: 'input' }) as HTMLInputElement).value).toBe('زهرا');
    fireEvent.click(within(edit).getByRole('button', { name: 'انصراف' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: receptionText.editClient })).toBeNull());
    fireEvent.click(await within(page).findByRole('button', { name: receptionText.sendSms }));
    const sms = await screen.findByRole('dialog', { name: receptionText.sendSms });
    expect(within(sms).getByText(/۰۹۳۵۱۱۱۲۲۳۳/)).toBeTruthy();
  });
});
