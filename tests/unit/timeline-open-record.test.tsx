// @vitest-environment jsdom
// A timeline entry's «مشاهده» opens that record, not just its station's page (issue 36 §3): the
// consultation's details dialog with its own answers, and an older blood test's examination
// dialog showing that test rather than the latest. Real route tree, real local store.
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { saveRecord } from '../../src/db/index';
import { clinicalText } from '../../src/domain/clinical-text';
import { examinationTypeLabels } from '../../src/domain/codes';
import { timelineText as T } from '../../src/domain/timeline-text';
import { clearSession } from '../../src/features/auth/session-store';
import { openDetail } from './clinical-detail-harness';

beforeEach(() => clearSession());

/** The timeline's entries of a kind, as the person sees them (newest first). */
async function entriesOf(page: HTMLElement, kind: string, count: number) {
  const timeline = await within(page).findByRole('region', { name: T.title });
  let items: HTMLElement[] = [];
  await waitFor(() => {
    items = within(timeline).getAllByRole('listitem').filter((item) => item.getAttribute('data-kind') === kind);
    expect(items).toHaveLength(count);
  });
  return items;
}

const openOf = (item: HTMLElement) => within(item).getByRole('link', { name: T.open });

describe('timeline: «مشاهده» opens the record', { timeout: 30_000 }, () => {
  test('a consultation opens its details dialog with its own answers; closed, it stays closed', async () => {
    const { db, localId, router, page } = await openDetail('Consultation', 'consultation', 'consultationDetail');
    await saveRecord(db, 'consultation', localId, { consultType: 1, consultantName: 'دکتر اول', counselingText: 'جلسه قدیمی', performedAt: '2026-01-05' }, 1, Date.parse('2026-01-05T08:00:00Z'));
    await saveRecord(db, 'consultation', localId, { consultType: 2, consultantName: 'دکتر دوم', counselingText: 'جلسه تازه', performedAt: '2026-02-05' }, 2, Date.parse('2026-02-05T08:00:00Z'));
    const [, older] = await entriesOf(page, 'consultation', 2);
    fireEvent.click(openOf(older!));
    const dialog = await screen.findByRole('dialog', { name: clinicalText.consultationDetails });
    expect(within(dialog).getByText('جلسه قدیمی')).toBeTruthy();
    expect(within(dialog).queryByText('جلسه تازه')).toBeNull();
    expect(router.state.location.search).toMatchObject({ open: expect.stringMatching(/^local:/) });
    fireEvent.click(within(dialog).getByRole('button', { name: clinicalText.close }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: clinicalText.consultationDetails })).toBeNull());
  });

  test('an older blood test opens its type\'s dialog showing that test, not the latest', async () => {
    const { db, localId, page } = await openDetail('Research', 'research', 'coveredDetail');
    await saveRecord(db, 'examination', localId, { wbc: 4.2, performedAt: '2026-01-10' }, 11, Date.parse('2026-01-10T08:00:00Z'));
    await saveRecord(db, 'examination', localId, { wbc: 9.7, performedAt: '2026-03-10' }, 11, Date.parse('2026-03-10T08:00:00Z'));
    const [, older] = await entriesOf(page, 'examination', 2);
    fireEvent.click(openOf(older!));
    const dialog = await screen.findByRole('dialog', { name: examinationTypeLabels[11] });
    // The record shown is the one of 1404/10/20 (2026-01-10), with its own value.
    const shown = await within(dialog).findByRole('table', { name: clinicalText.recordOfDay('۱۴۰۴/۱۰/۲۰') });
    expect(within(dialog).queryByRole('table', { name: clinicalText.latestRecord })).toBeNull();
    expect(within(shown).getByRole('row', { name: /WBC/ }).textContent).toContain('۴٫۲');
  });
});
