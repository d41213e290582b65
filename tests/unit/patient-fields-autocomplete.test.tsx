// @vitest-environment jsdom
// Every field that holds patient data says autocomplete="off": what a person
// types must not reach the browser's autofill database or its saved form state, copies on disk
// that the tablet's encryption does not cover. Chrome ignores the attribute on a <form> for some
// fields, so each input, textarea and select is checked itself — the intake steps, the staff
// registration, the client edit dialog and the clinical forms, rendered inside the app's MUI
// providers as the app renders them. Passwords may say current-password or new-password. One
// element cannot carry the attribute: the hidden, read-only textarea MUI draws beside a multiline
// field to measure its height; it must then sit in a <form autocomplete="off">, whose setting a
// field without its own takes (HTML's autofill rules).
import 'fake-indexeddb/auto';
import type { ReactNode } from 'react';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { createClient, getClient, localDb } from '../../src/db/index';
import { clinicalText } from '../../src/domain/clinical-text';
import { AddClientStep1 } from '../../src/features/clients/add-client-step1';
import { ClientManagement } from '../../src/features/clients/client-management';
import { EditClientDialog } from '../../src/features/clients/edit-client-dialog';
import { IntakeBasicInfo } from '../../src/features/clients/intake-basic-info';
import { SmsDialog } from '../../src/features/clients/sms-dialog';
import { ConsultationForm } from '../../src/features/consultation/consultation-form';
import { ExaminationDialog } from '../../src/features/covered/examination-dialog';
import { DocumentsStep } from '../../src/features/documents/documents-step';
import { DiseaseDataForm } from '../../src/features/helper/disease-data-form';
import { EortcForm } from '../../src/features/helper/eortc-form';
import { HomeVisitForm } from '../../src/features/helper/home-visit-form';
import { RiskTestForm } from '../../src/features/helper/risk-test-form';
import { emptyDiseaseValues } from '../../src/features/helper/save-disease-data';
import { NationalCodeStep } from '../../src/features/intake/national-code-step';
import { ScreeningTestForm } from '../../src/features/screening/screening-test-form';
import { AppProviders } from '../../src/ui/mui/app-providers';
import { clientFields } from './db-fixtures';
import { freshStore, renderInRouter } from './reception-harness';

const passwordValues = ['current-password', 'new-password'];

/** MUI's hidden textarea that measures a multiline field (TextareaAutosize's shadow). */
const isMeasuringCopy = (field: Element) =>
  field.tagName === 'TEXTAREA' && field.getAttribute('aria-hidden') === 'true' && field.hasAttribute('readonly') && field.getAttribute('tabindex') === '-1';

/** The fields (dialogs included: they render at the end of body) whose autocomplete is not off. */
function fieldsLeftOn(): string[] {
  const fields = [...document.body.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select')];
  expect(fields.length, 'the form drew no field at all').toBeGreaterThan(0);
  return fields
    .filter((field) => {
      const value = field.getAttribute('autocomplete');
      if (value === 'off') return false;
      if (field.getAttribute('type') === 'password' && passwordValues.includes(value ?? '')) return false;
      return !(isMeasuringCopy(field) && field.closest('form')?.getAttribute('autocomplete') === 'off');
    })
    .map((field) => `${field.tagName.toLowerCase()}[type=${field.getAttribute('type')}] ${field.getAttribute('aria-label') ?? field.id} autocomplete=${field.getAttribute('autocomplete')}`);
}

const formsLeftOn = () => [...document.body.querySelectorAll('form')].filter((form) => form.getAttribute('autocomplete') !== 'off').map((form) => form.outerHTML.slice(0, 120));

/** Renders one screen alone (the one before it unmounted) and checks its every field and form. */
async function showInApp(ui: () => ReactNode, ready: () => Promise<unknown>) {
  cleanup();
  await renderInRouter(() => <AppProviders>{ui()}</AppProviders>);
  await ready();
  expect(fieldsLeftOn()).toEqual([]);
  expect(formsLeftOn()).toEqual([]);
}

const aTextbox = () => screen.findAllByRole('textbox');
const aRadio = () => screen.findAllByRole('radio');
const aSearchBox = () => screen.findAllByRole('searchbox');

async function storedClient() {
  const db = await freshStore();
  const clientLocalId = await createClient(db, clientFields(11, { isCoveredPatient: true }));
  return { clientLocalId, client: (await getClient(localDb(), clientLocalId))! };
}

describe('patient fields turn autocomplete off', { timeout: 60_000 }, () => {
  test('intake: the national code step', async () => {
    await freshStore();
    await showInApp(() => <NationalCodeStep onNew={() => {}} onFound={() => {}} />, aTextbox);
  });

  test('intake: the visitor\'s basic information', async () => {
    await freshStore();
    await showInApp(() => <IntakeBasicInfo nationalCode="0084575948" onDone={() => {}} />, aTextbox);
  });

  test('intake and registration: the documents steps (type select, photo input)', async () => {
    const { clientLocalId } = await storedClient();
    await showInApp(() => <DocumentsStep clientLocalId={clientLocalId} kind="identity" />, () => screen.findByTestId('image-input'));
    await showInApp(() => <DocumentsStep clientLocalId={clientLocalId} kind="personal" />, () => screen.findAllByTestId('image-input'));
  });

  test('staff registration: step 1', async () => {
    await freshStore();
    await showInApp(() => <AddClientStep1 title="افزودن" crumbs={[]} onCreated={() => {}} onExisting={() => {}} />, aTextbox);
  });

  test('the client edit dialog', async () => {
    const { client } = await storedClient();
    await showInApp(() => <EditClientDialog client={client} open onClose={() => {}} />, () => screen.findByDisplayValue(client.fields.firstName));
  });

  test('the client list\'s national-code search and the SMS dialog', async () => {
    const { client } = await storedClient();
    await showInApp(() => <ClientManagement list="all" title="مدیریت" crumbs={[]} detailLink={(id) => ({ to: '/v2/$area/clientManagment/detail/$id', params: { area: 'reception', id } })} />, aSearchBox);
    await showInApp(() => <SmsDialog client={client} open onClose={() => {}} />, aTextbox);
  });

  test('consultation and screening', async () => {
    const { clientLocalId } = await storedClient();
    await showInApp(() => <ConsultationForm clientLocalId={clientLocalId} onSaved={() => {}} />, aTextbox);
    await showInApp(() => <ScreeningTestForm clientLocalId={clientLocalId} onSaved={() => {}} />, aRadio);
  });

  test('the helper\'s forms', async () => {
    const { clientLocalId } = await storedClient();
    await showInApp(() => <HomeVisitForm clientLocalId={clientLocalId} onSaved={() => {}} />, aTextbox);
    await showInApp(() => <EortcForm clientLocalId={clientLocalId} onSaved={() => {}} />, aRadio);
    await showInApp(() => <RiskTestForm clientLocalId={clientLocalId} onSaved={() => {}} />, aRadio);
    await showInApp(() => <DiseaseDataForm clientLocalId={clientLocalId} initial={emptyDiseaseValues()} onSaved={() => {}} />, aTextbox);
  });

  test('the covered patients\' examinations', async () => {
    const { clientLocalId } = await storedClient();
    for (const type of [0, 3, 11] as const) {
      await showInApp(() => <ExaminationDialog clientLocalId={clientLocalId} type={type} onClose={() => {}} />, async () => {
        fireEvent.click(await screen.findByRole('button', { name: clinicalText.addRecord }));
        await screen.findByRole('form');
      });
    }
  });
});
