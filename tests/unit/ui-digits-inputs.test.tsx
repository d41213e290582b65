// @vitest-environment jsdom
// The phone and national-code inputs show Persian digits as the person types (as tables
// and dates do), and the form still stores ASCII digits.
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { clientFieldLabels as L, receptionText } from '../../src/domain/reception-text';
import { AddClientStep1 } from '../../src/features/clients/add-client-step1';
import { clearRegistration } from '../../src/state/registration-draft';
import { freshStore, renderInRouter } from './reception-harness';

beforeEach(async () => {
  await freshStore();
  clearRegistration();
  Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
});

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}[\\s*]*$`), { selector: 'input' }) as HTMLInputElement;

describe('digits as the person types them', { timeout: 60_000 }, () => {
  test('add client: phone and national code read in Persian digits; the client is stored with ASCII', async () => {
    const db = await freshStore();
    await renderInRouter(() => <AddClientStep1 title="افزودن" crumbs={[]} onCreated={() => {}} onExisting={() => {}} />);
    const user = userEvent.setup();
    // Key by key only for a few digits: the form is large and the machine shared.
    await user.type(field(L.phoneNumber), '091');
    expect(field(L.phoneNumber).value).toBe('۰۹۱');
    fireEvent.change(field(L.phoneNumber), { target: { value: '۰۹۱21234567' } });
    expect(field(L.phoneNumber).value).toBe('۰۹۱۲۱۲۳۴۵۶۷');
    fireEvent.change(field(L.nationalCode), { target: { value: '0499370899' } });
    expect(field(L.nationalCode).value).toBe('۰۴۹۹۳۷۰۸۹۹');
    // Persian digits typed on a Persian keyboard read the same.
    fireEvent.change(field(L.birthCertificateNumber), { target: { value: '۱۲34' } });
    expect(field(L.birthCertificateNumber).value).toBe('۱۲۳۴');

    const put = (label: string, value: string) => fireEvent.change(screen.getByLabelText(new RegExp(`^${label}[\\s*]*$`), { selector: 'input, select, textarea' }), { target: { value } });
    put(L.firstName, 'مریم'); put(L.lastName, 'رضایی'); put(L.fatherName, 'علی'); put(L.nationality, 'ایرانی');
    put(L.birthDay, '1369/01/01'); put(L.gender, '1'); put(L.education, '3'); put(L.maritalStatus, '2');
    put(L.childNumber, '2'); put(L.housing, '3'); put(L.address, 'تهران');
    fireEvent.click(screen.getByLabelText(L.isScreening));
    fireEvent.click(screen.getByRole('button', { name: receptionText.next }));
    await waitFor(async () => expect(await db.clients.count()).toBe(1));
    const [client] = await db.clients.toArray();
    expect(client!.fields).toMatchObject({ phoneNumber: '09121234567', nationalCode: '0499370899', birthCertificateNumber: '1234' });
  });
});
