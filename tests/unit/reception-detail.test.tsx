// @vitest-environment jsdom
// Client detail (000 §2.11, §5): the orange notice for a new client; the edit modal (incomplete →
// 'لطفا اطلاعات را کامل کنید' and nothing saved; saved → 'تغییرات با موفقیت ثبت شد .' and the
// edit queued without isNew); the SMS modal (empty → its message, nothing queued; sent → queued
// with the signature); the document adder's 'type and file' rule and the uploader's messages.
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { createClient } from '../../src/db/index';
import { messages } from '../../src/domain/messages';
import { clientFieldLabels as L, documentText, receptionText } from '../../src/domain/reception-text';
import { ClientDetail } from '../../src/features/clients/client-detail';
import { DocumentList } from '../../src/features/documents/document-list';
import { configureApi } from '../../src/api/client';
import { DocumentsStep } from '../../src/features/documents/documents-step';
import { clientFields } from './db-fixtures';
import { freshStore, renderInRouter, toastMessages } from './reception-harness';

beforeEach(() => {
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
});

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}[\\s*]*$`), { selector: 'input, select, textarea' });

async function showDetail(overrides = {}) {
  const db = await freshStore();
  const localId = await createClient(db, clientFields(1, { firstName: 'مریم', lastName: 'احمدی', phoneNumber: '09351112233', ...overrides }));
  await db.outbox.clear(); // only what the screen queues from here on
  await renderInRouter(() => <ClientDetail clientLocalId={localId} title="جزئیات" crumbs={[]} />);
  await screen.findByText(receptionText.personalData);
  return { db, localId };
}

describe('client detail', { timeout: 30_000 }, () => {
  test('the client\'s own phone and the orange notice for a new client', async () => {
    await showDetail({ isNew: true });
    expect(screen.getByText('۰۹۳۵۱۱۱۲۲۳۳')).toBeTruthy();
    expect(screen.getByText(receptionText.newClientNotice)).toBeTruthy();
  });

  test('edit: incomplete says so and saves nothing; complete saves and queues the edit', async () => {
    const { db, localId } = await showDetail();
    fireEvent.click(screen.getByRole('button', { name: receptionText.edit }));
    const dialog = await screen.findByRole('dialog', { name: receptionText.editClient });
    fireEvent.change(field(L.firstName), { target: { value: '' } });
    fireEvent.change(field(L.phoneNumber), { target: { value: '0912' } });
    fireEvent.click(within(dialog).getByRole('button', { name: receptionText.submit }));
    await waitFor(() => expect(toastMessages()).toContain(messages.editClientIncomplete));
    expect(within(dialog).getByText(messages.phoneInvalid)).toBeTruthy();
    expect(await db.outbox.count()).toBe(0);
    expect((await db.clients.get(localId))!.fields.firstName).toBe('مریم');

    fireEvent.change(field(L.firstName), { target: { value: 'مریم‌السادات' } });
    fireEvent.change(field(L.phoneNumber), { target: { value: '۰۹۱۲۷۶۵۴۳۲۱' } });
    fireEvent.click(within(dialog).getByRole('button', { name: receptionText.submit }));
    await waitFor(() => expect(toastMessages()).toContain(messages.changesSaved));
    const row = await db.clients.get(localId);
    expect(row!.fields).toMatchObject({ firstName: 'مریم‌السادات', phoneNumber: '09127654321' });
    const [entry] = await db.outbox.toArray();
    expect(entry!.operation).toBe('client.update');
    expect(entry!.payload).not.toHaveProperty('isNew');
    expect(await screen.findByText('مریم‌السادات')).toBeTruthy();
  });

  test('SMS: empty text is refused; with no sync engine to answer, a text is queued and the person told so (the server signs it)', async () => {
    const { db } = await showDetail();
    fireEvent.click(screen.getByRole('button', { name: receptionText.sendSms }));
    const dialog = await screen.findByRole('dialog', { name: receptionText.sendSms });
    fireEvent.click(within(dialog).getByRole('button', { name: receptionText.send }));
    expect(await within(dialog).findByText(messages.smsEmpty)).toBeTruthy();
    expect(await db.smsMessages.count()).toBe(0);
    fireEvent.change(within(dialog).getByLabelText(receptionText.smsText), { target: { value: 'نوبت شما فردا ساعت ۹ است' } });
    fireEvent.click(within(dialog).getByRole('button', { name: receptionText.send }));
    // Nothing answered: never the success message (seeds 000 §8) before the server said so.
    await waitFor(() => expect(toastMessages()).toContain(receptionText.smsQueued));
    expect(toastMessages()).not.toContain(messages.smsSent);
    const [sms] = await db.smsMessages.toArray();
    expect(sms!.payload).toEqual({ phoneNumber: '09351112233', text: 'نوبت شما فردا ساعت ۹ است' }); // the server appends the signature
    expect((await db.outbox.toArray()).map((e) => e.operation)).toEqual(['record.create']);
  });
});

describe('adding a document', { timeout: 30_000 }, () => {
  async function showStep() {
    const db = await freshStore();
    const localId = await createClient(db, clientFields(2));
    await renderInRouter(() => <DocumentsStep clientLocalId={localId} kind="identity" />);
    return { db, localId };
  }
  const input = () => screen.getByTestId('image-input') as HTMLInputElement;
  const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])], 'card.png', { type: 'image/png' });

  test('a type and a file are both required', async () => {
    const { db } = await showStep();
    fireEvent.click(screen.getByRole('button', { name: documentText.addDocument }));
    await waitFor(() => expect(toastMessages()).toContain(messages.uploadNeedsTypeAndFile));
    fireEvent.change(field(documentText.typeLabel), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: documentText.addDocument }));
    expect(toastMessages().filter((m) => m === messages.uploadNeedsTypeAndFile)).toHaveLength(2);
    expect(await db.documents.count()).toBe(0);
  });

  test('the uploader refuses other types and empty files', async () => {
    const { db } = await showStep();
    fireEvent.change(input(), { target: { files: [new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText(messages.fileTypeNotSupported)).toBeTruthy();
    fireEvent.change(input(), { target: { files: [new File([], 'empty.png', { type: 'image/png' })] } });
    expect(await screen.findByText(messages.fileTooSmall)).toBeTruthy();
    expect(await db.documents.count()).toBe(0);
  });

  test('type and photo: the document is kept with its upload queued, then listed', async () => {
    const { db, localId } = await showStep();
    fireEvent.change(field(documentText.typeLabel), { target: { value: '3' } });
    fireEvent.change(input(), { target: { files: [png()] } });
    fireEvent.click(screen.getByRole('button', { name: documentText.addDocument }));
    const deleteButton = await screen.findByRole('button', { name: `${receptionText.delete} کارت ملی` });
    const [doc] = await db.documents.toArray();
    expect(doc).toMatchObject({ clientLocalId: localId, kind: 'identity', type: 3, mime: 'image/png' });
    expect((await db.outbox.toArray()).map((e) => e.operation)).toEqual(['client.create', 'document.upload']);
    expect((field(documentText.typeLabel) as HTMLSelectElement).value).toBe(''); // cleared for the next one
    fireEvent.click(deleteButton);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'تایید' }));
    await waitFor(() => expect(screen.getByText(receptionText.noDocuments)).toBeTruthy());
    expect((await db.documents.get(doc!.localId))!.deleted).toBe(1);
  });
});

describe('a document image that cannot be loaded', { timeout: 30_000 }, () => {
  test('says so in the seeds\' words', async () => {
    const db = await freshStore();
    const localId = await createClient(db, clientFields(3));
    const at = new Date().toISOString();
    // Pulled from the server (a file name, no bytes here), and the server cannot be reached.
    await db.documents.add({ localId: 'doc-1', serverId: 7, clientLocalId: localId, kind: 'identity', type: 2, fileName: 'x.jpg', createdAt: at, updatedAt: at, deleted: 0 });
    configureApi({ baseUrl: 'http://127.0.0.1:9/api/v1/', getToken: () => 'tok', onUnauthorized: () => {} });
    await renderInRouter(() => <DocumentList clientLocalId={localId} kind="identity" />);
    // The card's thumbnail box shows a short text under an icon, named by the seeds' sentence.
    const failed = await screen.findByRole('img', { name: messages.imageLoadFailed }, { timeout: 15_000 });
    expect(within(failed).getByText(documentText.pictureFailed)).toBeTruthy();
  });
});
