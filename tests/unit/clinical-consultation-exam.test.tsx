// @vitest-environment jsdom
// New consultation (001 §5: all three required, 'لطفا تمام اطلاعات را کامل کنید.') and the
// examination modals (BI-RADS required for types 0 and 1, 'لطفا تمام اطلاعات را وارد کنید.';
// latest record read-only with 'دارد'/'ندارد'; 'اطلاعات این مدرک وارد نشده است.' when none;
// fields reset on open; the modal closes on save; history newest first).
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { saveRecord } from '../../src/db/index';
import { clinicalText } from '../../src/domain/clinical-text';
import { consultTypeLabels, examinationTypeLabels } from '../../src/domain/codes';
import { examFieldLabels } from '../../src/domain/examination-fields';
import { messages } from '../../src/domain/messages';
import { ConsultationForm } from '../../src/features/consultation/consultation-form';
import { ExaminationDialog } from '../../src/features/covered/examination-dialog';
import { answer, pick, renderInRouter, saved, storeWithClient, toastMessages, type } from './clinical-harness';
import { useToastStore } from '../../src/ui/toast-store';

let onSaved = vi.fn();
beforeEach(() => {
  onSaved = vi.fn();
});

describe('new consultation', { timeout: 30_000 }, () => {
  test('each missing field: the seeds message and nothing saved; full: consultType as a number', async () => {
    const { db, clientLocalId } = await storeWithClient();
    await renderInRouter(() => <ConsultationForm clientLocalId={clientLocalId} onSaved={onSaved} />);
    // A form's next toast replaces its last: each press starts from none, so a message seen is this press's.
    const save = () => {
      useToastStore.setState({ toasts: [] });
      fireEvent.click(screen.getByRole('button', { name: clinicalText.save }));
    };
    const count = () => toastMessages().filter((m) => m === messages.consultationIncomplete).length;
    save();
    await waitFor(() => expect(count()).toBe(1));
    pick(clinicalText.consultType, consultTypeLabels[1]);
    type(clinicalText.consultantName, 'دکتر رحیمی');
    save();
    await waitFor(() => expect(count()).toBe(1));
    type(clinicalText.consultantName, '   ');
    type(clinicalText.counselingText, 'جلسه اول');
    save();
    await waitFor(() => expect(count()).toBe(1));
    expect((await saved(db, 'consultation')).rows).toHaveLength(0);
    type(clinicalText.consultantName, 'دکتر رحیمی');
    save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    const { rows, entries } = await saved(db, 'consultation');
    expect(rows).toHaveLength(1);
    expect(entries[0]!.payload).toMatchObject({ consultType: 1, consultantName: 'دکتر رحیمی', counselingText: 'جلسه اول' });
  });
});

describe('examination modals', { timeout: 30_000 }, () => {
  test('mammography: empty view, BI-RADS required, saved with booleans, closes, latest shown read-only', async () => {
    const { db, clientLocalId } = await storeWithClient();
    const onClose = vi.fn();
    await renderInRouter(() => <ExaminationDialog clientLocalId={clientLocalId} type={0} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: examinationTypeLabels[0] });
    expect(within(dialog).getByText(messages.examEmpty)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: clinicalText.addRecord }));
    answer(examFieldLabels.cyst!, messages.has);
    fireEvent.click(within(dialog).getByRole('button', { name: clinicalText.save }));
    await waitFor(() => expect(toastMessages()).toContain(messages.examIncomplete));
    expect((await saved(db, 'examination')).rows).toHaveLength(0);
    pick(examFieldLabels.birads!, '۴');
    fireEvent.click(within(dialog).getByRole('button', { name: clinicalText.save }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    const { rows, entries } = await saved(db, 'examination');
    expect(rows[0]!.subtype).toBe(0);
    expect(entries[0]!.payload).toMatchObject({ birads: 4, calsification: false, cyst: true, lynph: false });
    await waitFor(() => expect(within(dialog).queryByText(messages.examEmpty)).toBeNull());
    const latest = within(dialog).getByRole('table', { name: clinicalText.latestRecord });
    expect(within(latest).getByRole('row', { name: /کیست/ }).textContent).toContain(messages.has);
    expect(within(latest).getByRole('row', { name: /کلسیفیکاسیون/ }).textContent).toContain(messages.hasNot);
  });

  test('blood test: nothing required, numbers as numbers; history newest first; the form reopens blank', async () => {
    const { db, clientLocalId } = await storeWithClient();
    await saveRecord(db, 'examination', clientLocalId, { wbc: 5.1, hpylori: false, date: '2026-01-01T08:00:00.000Z' }, 11, Date.parse('2026-01-01T08:00:00Z'));
    const onClose = vi.fn();
    const view = await renderInRouter(() => <ExaminationDialog clientLocalId={clientLocalId} type={11} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: examinationTypeLabels[11] });
    fireEvent.click(within(dialog).getByRole('button', { name: clinicalText.addRecord }));
    type(examFieldLabels.wbc!, '۶.۲');
    type(examFieldLabels.cea!, '3');
    fireEvent.click(within(dialog).getByRole('button', { name: clinicalText.save }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    const entries = (await saved(db, 'examination')).entries;
    expect(entries[1]!.payload).toMatchObject({ wbc: 6.2, cea: 3, hb: null, hpylori: false });
    const history = await within(dialog).findByRole('table', { name: clinicalText.history });
    const rows = within(history).getAllByRole('row').slice(1);
    // The Persian decimal separator «٫», not a full stop.
    expect(rows[0]!.textContent).toContain('۶٫۲');
    expect(rows[1]!.textContent).toContain('۵٫۱');
    expect(rows[0]!.textContent).not.toContain('۶.۲');
    // A fresh open starts blank.
    view.unmount();
    await renderInRouter(() => <ExaminationDialog clientLocalId={clientLocalId} type={11} onClose={onClose} />);
    const again = await screen.findByRole('dialog', { name: examinationTypeLabels[11] });
    fireEvent.click(within(again).getByRole('button', { name: clinicalText.addRecord }));
    expect((screen.getByLabelText(examFieldLabels.wbc!) as HTMLInputElement).value).toBe('');
  });
});
