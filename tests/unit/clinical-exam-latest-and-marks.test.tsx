// @vitest-environment jsdom
// The examination modals say when their latest record was made, and the 14 buttons of the
// covered detail say which types already hold data: the modal shows the latest record's Jalali date in Persian digits; each button of a type with records carries a
// visible check mark and the description 'اطلاعات ثبت شده دارد' (the legend above the buttons).
import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { saveRecord } from '../../src/db/index';
import { clinicalText } from '../../src/domain/clinical-text';
import { examinationTypeLabels } from '../../src/domain/codes';
import { examinationTypes } from '../../src/domain/schemas/examinations';
import { clearSession } from '../../src/features/auth/session-store';
import { ExaminationDialog } from '../../src/features/covered/examination-dialog';
import { openDetail } from './clinical-detail-harness';
import { renderInRouter, storeWithClient } from './clinical-harness';

beforeEach(() => clearSession());

describe('examination modal: the latest record\'s date', { timeout: 30_000 }, () => {
  test('two blood tests: the date of the newer one in Jalali with Persian digits', async () => {
    const { db, clientLocalId } = await storeWithClient();
    await saveRecord(db, 'examination', clientLocalId, { wbc: 5.1, hpylori: false, date: '2026-01-01T08:00:00.000Z' }, 11, Date.parse('2026-01-01T08:00:00Z'));
    await saveRecord(db, 'examination', clientLocalId, { wbc: 6.2, hpylori: true, date: '2026-02-15T08:00:00.000Z' }, 11, Date.parse('2026-02-15T08:00:00Z'));
    await renderInRouter(() => <ExaminationDialog clientLocalId={clientLocalId} type={11} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: examinationTypeLabels[11] });
    expect(await within(dialog).findByText(`${clinicalText.recordedOn}: ۱۴۰۴/۱۱/۲۶`)).toBeTruthy();
  });

  test('no record yet: the empty message and no date', async () => {
    const { clientLocalId } = await storeWithClient();
    await renderInRouter(() => <ExaminationDialog clientLocalId={clientLocalId} type={3} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: examinationTypeLabels[3] });
    expect(await within(dialog).findByText('اطلاعات این مدرک وارد نشده است.')).toBeTruthy();
    expect(within(dialog).queryByText(new RegExp(clinicalText.recordedOn))).toBeNull();
  });
});

describe('covered detail: the 14 buttons say which types hold data', { timeout: 30_000 }, () => {
  test('mammography and blood test marked, the other twelve not; a new record marks its button', async () => {
    const { db, localId, page } = await openDetail('Research', 'research', 'coveredDetail');
    await saveRecord(db, 'examination', localId, { birads: 2, calsification: false, cyst: true, lynph: false }, 0);
    await saveRecord(db, 'examination', localId, { wbc: 5.1, hpylori: false }, 11);
    const section = within(page).getByRole('region', { name: clinicalText.examinations });
    const button = (type: number) => within(section).getByRole('button', { name: examinationTypeLabels[type as 0] });

    for (const type of [0, 11]) {
      await waitFor(() => expect(within(section).getByRole('button', { name: examinationTypeLabels[type as 0], description: clinicalText.examHasData })).toBeTruthy());
      expect(button(type).querySelector('svg')).not.toBeNull(); // the visible check mark
    }
    for (const type of examinationTypes.filter((t) => t !== 0 && t !== 11)) {
      expect(within(section).queryByRole('button', { name: examinationTypeLabels[type], description: clinicalText.examHasData })).toBeNull();
      expect(button(type).querySelector('svg')).toBeNull();
    }
    // The mark's meaning is written on the page for those who see it, too.
    expect(within(section).getByText(clinicalText.examHasData)).toBeTruthy();

    await saveRecord(db, 'examination', localId, { pathologyReport: 'خوش خیم' }, 12);
    await waitFor(() => expect(within(section).getByRole('button', { name: examinationTypeLabels[12], description: clinicalText.examHasData })).toBeTruthy());
    expect(button(12).querySelector('svg')).not.toBeNull();
  });
});
