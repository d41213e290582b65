// @vitest-environment jsdom
// Issue 36 §4 on the covered patient's examination modal: every record of a type is listed newest
// first by the day it was done (not the day it was typed), each opening its own values; the form's
// «تاریخ انجام» starts at today and refuses tomorrow with the Persian message, nothing saved; a
// day before today is saved as `performedAt`; blood values show their units in the form and view.
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { saveRecord } from '../../src/db/index';
import { localDay } from '../../src/domain/clinical-dates';
import { clinicalText } from '../../src/domain/clinical-text';
import { examinationTypeLabels } from '../../src/domain/codes';
import { examFieldLabels } from '../../src/domain/examination-fields';
import { formatJalali } from '../../src/domain/jalali';
import { messages } from '../../src/domain/messages';
import { clearSession } from '../../src/features/auth/session-store';
import { ExaminationDialog } from '../../src/features/covered/examination-dialog';
import { pick, renderInRouter, saved, storeWithClient, toastMessages, type } from './clinical-harness';

beforeEach(() => clearSession());

const dayOffset = (days: number) => localDay(Date.now() + days * 86_400_000);

describe('every record of a type, newest first by the day it was done', { timeout: 30_000 }, () => {
  test('two mammographies: both listed, the one done later first though typed earlier, each opening its own values', async () => {
    const { db, clientLocalId } = await storeWithClient();
    // Done in November, typed in January; done in March, typed later still.
    await saveRecord(db, 'examination', clientLocalId, { birads: 4, cyst: true, calsification: false, lynph: false, performedAt: '2025-11-20', date: '2026-01-04T08:00:00.000Z' }, 0, Date.parse('2026-01-04T08:00:00Z'));
    await saveRecord(db, 'examination', clientLocalId, { birads: 2, cyst: false, calsification: true, lynph: false, performedAt: '2025-03-10', date: '2026-01-05T08:00:00.000Z' }, 0, Date.parse('2026-01-05T08:00:00Z'));
    await renderInRouter(() => <ExaminationDialog clientLocalId={clientLocalId} type={0} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: examinationTypeLabels[0] });

    const history = await within(dialog).findByRole('table', { name: clinicalText.history });
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('۱۴۰۴/۰۸/۲۹');
    expect(rows[1]!.textContent).toContain('۱۴۰۳/۱۲/۲۰');

    // The latest (by the day done) is open first, under the seeds' heading, with both its dates.
    const latest = within(dialog).getByRole('table', { name: clinicalText.latestRecord });
    expect(within(latest).getByRole('row', { name: /BI-RADS/ }).textContent).toContain('۴');
    expect(within(latest).getByRole('row', { name: /کیست/ }).textContent).toContain(messages.has);
    expect(within(dialog).getByText(`${clinicalText.performedAt}: ۱۴۰۴/۰۸/۲۹`)).toBeTruthy();
    expect(within(dialog).getByText(`${clinicalText.recordedOn}: ${formatJalali('2026-01-04T08:00:00.000Z')}`)).toBeTruthy();

    // The earlier one opens in its place, with its own values.
    fireEvent.click(within(history).getByRole('button', { name: clinicalText.openRecordOf('۱۴۰۳/۱۲/۲۰') }));
    const earlier = await within(dialog).findByRole('table', { name: clinicalText.recordOfDay('۱۴۰۳/۱۲/۲۰') });
    expect(within(earlier).getByRole('row', { name: /BI-RADS/ }).textContent).toContain('۲');
    expect(within(earlier).getByRole('row', { name: /کیست/ }).textContent).toContain(messages.hasNot);
    expect(within(earlier).getByRole('row', { name: /کلسیفیکاسیون/ }).textContent).toContain(messages.has);
    expect(within(dialog).queryByRole('table', { name: clinicalText.latestRecord })).toBeNull();
    expect(within(dialog).getByText(`${clinicalText.performedAt}: ۱۴۰۳/۱۲/۲۰`)).toBeTruthy();

    // And back to the newer one.
    fireEvent.click(within(history).getByRole('button', { name: clinicalText.openRecordOf('۱۴۰۴/۰۸/۲۹') }));
    const back = await within(dialog).findByRole('table', { name: clinicalText.latestRecord });
    expect(within(back).getByRole('row', { name: /BI-RADS/ }).textContent).toContain('۴');
  });

  test('a record saved before records carried the day shows the day it was typed', async () => {
    const { db, clientLocalId } = await storeWithClient();
    await saveRecord(db, 'examination', clientLocalId, { cirrhosis: true, date: '2026-02-15T08:00:00.000Z' }, 3, Date.parse('2026-02-15T08:00:00Z'));
    await renderInRouter(() => <ExaminationDialog clientLocalId={clientLocalId} type={3} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: examinationTypeLabels[3] });
    expect(await within(dialog).findByText(`${clinicalText.performedAt}: ۱۴۰۴/۱۱/۲۶`)).toBeTruthy();
    const history = within(dialog).getByRole('table', { name: clinicalText.history });
    expect(within(history).getAllByRole('row')[1]!.textContent).toContain('۱۴۰۴/۱۱/۲۶');
  });
});

describe('«تاریخ انجام» on the form', { timeout: 30_000 }, () => {
  test('starts at today, refuses tomorrow with the Persian message, saves yesterday as performedAt', async () => {
    const { db, clientLocalId } = await storeWithClient();
    const onClose = vi.fn();
    await renderInRouter(() => <ExaminationDialog clientLocalId={clientLocalId} type={0} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: examinationTypeLabels[0] });
    fireEvent.click(within(dialog).getByRole('button', { name: clinicalText.addRecord }));
    const field = within(dialog).getByRole('textbox', { name: clinicalText.performedAt }) as HTMLInputElement;
    expect(field.value).toBe(formatJalali(localDay()));

    pick(examFieldLabels.birads!, '۳');
    fireEvent.change(field, { target: { value: formatJalali(dayOffset(1)) } });
    expect(await within(dialog).findByText(messages.performedInFuture)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: clinicalText.save }));
    await waitFor(() => expect(toastMessages()).toContain(messages.performedInFuture));
    expect((await saved(db, 'examination')).rows).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: formatJalali(dayOffset(-1)) } });
    await waitFor(() => expect(within(dialog).queryByText(messages.performedInFuture)).toBeNull());
    fireEvent.click(within(dialog).getByRole('button', { name: clinicalText.save }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    const { rows, entries } = await saved(db, 'examination');
    expect(rows[0]!.payload).toMatchObject({ birads: 3, performedAt: dayOffset(-1) });
    expect(entries[0]!.payload).toMatchObject({ birads: 3, performedAt: dayOffset(-1) });
    // Kept apart from when it was typed: the record's `date` is now, not the day it was done.
    expect(localDay(String(entries[0]!.payload!.date))).toBe(localDay());
  });
});

describe('blood values with their units', { timeout: 30_000 }, () => {
  test('beside each field of the form, and after each value in the view', async () => {
    const { db, clientLocalId } = await storeWithClient();
    await saveRecord(db, 'examination', clientLocalId, { wbc: 6.2, hb: 12.5, plt: 250, cea: 3, cA15_3: 20, cA19_9: 15, afp: 4, hpylori: false, performedAt: '2025-11-20' }, 11);
    await renderInRouter(() => <ExaminationDialog clientLocalId={clientLocalId} type={11} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: examinationTypeLabels[11] });
    const latest = await within(dialog).findByRole('table', { name: clinicalText.latestRecord });
    const valueOf = (label: string) => within(latest).getByRole('row', { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).textContent;
    expect(valueOf(examFieldLabels.wbc!)).toContain('۶٫۲ ×10³/µL');
    expect(valueOf(examFieldLabels.hb!)).toContain('۱۲٫۵ g/dL');
    expect(valueOf(examFieldLabels.plt!)).toContain('۲۵۰ ×10³/µL');
    expect(valueOf(examFieldLabels.cea!)).toContain('۳ ng/mL');
    expect(valueOf(examFieldLabels.cA15_3!)).toContain('۲۰ U/mL');
    expect(valueOf(examFieldLabels.cA19_9!)).toContain('۱۵ U/mL');
    expect(valueOf(examFieldLabels.afp!)).toContain('۴ ng/mL');

    fireEvent.click(within(dialog).getByRole('button', { name: clinicalText.addRecord }));
    // The unit sits inside the field's box, beside what is typed.
    const besideField = (label: string, unit: string) => {
      const input = within(dialog).getByRole('textbox', { name: label });
      return within(input.closest('.MuiInputBase-root') as HTMLElement).getByText(unit);
    };
    for (const [name, unit] of [['wbc', '×10³/µL'], ['hb', 'g/dL'], ['plt', '×10³/µL'], ['cea', 'ng/mL'], ['cA15_3', 'U/mL'], ['cA19_9', 'U/mL'], ['afp', 'ng/mL']] as const) {
      expect(besideField(examFieldLabels[name]!, unit)).toBeTruthy();
    }
    type(examFieldLabels.hb!, '11');
    expect(besideField(examFieldLabels.hb!, 'g/dL')).toBeTruthy();
  });
});
