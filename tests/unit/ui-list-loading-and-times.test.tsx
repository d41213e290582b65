// @vitest-environment jsdom
// A list shows a loading state, never 'دیتایی برای نمایش وجود ندارد', until its first
// query answers; the helper's previous tests read apart by their time (Jalali date and hh:mm).
import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import { createClient, saveRecord } from '../../src/db/index';
import { clinicalText } from '../../src/domain/clinical-text';
import { messages } from '../../src/domain/messages';
import { receptionText } from '../../src/domain/reception-text';
import { uiText } from '../../src/domain/ui-text';
import { ClientManagement } from '../../src/features/clients/client-management';
import { HelperDetail } from '../../src/features/helper/helper-detail';
import { storeWithClient } from './clinical-harness';
import { clientFields } from './db-fixtures';
import { freshStore, renderInRouter } from './reception-harness';

beforeEach(() => {
  Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
});

describe('lists as a person sees them', { timeout: 30_000 }, () => {
  test('the client list says it is loading until its rows come; the empty text never shows', async () => {
    const db = await freshStore();
    await createClient(db, clientFields(1, { firstName: 'مریم' }));
    let emptyTextSeen = false;
    const watch = new MutationObserver(() => {
      if (document.body.textContent?.includes(messages.emptyList)) emptyTextSeen = true;
    });
    watch.observe(document.body, { childList: true, subtree: true, characterData: true });
    await renderInRouter(() => <ClientManagement list="all" title="مدیریت" crumbs={[]} detailLink={(id) => ({ to: '/v2/$area/clientManagment/detail/$id', params: { area: 'reception', id } })} />);
    const table = screen.getByRole('table', { name: receptionText.clientsTable });
    expect(within(table).getByRole('status').textContent).toBe(uiText.loading);
    expect(await within(table).findByText(/مریم/)).toBeTruthy();
    expect(within(table).queryByRole('status')).toBeNull();
    watch.disconnect();
    expect(emptyTextSeen).toBe(false);
  });

  test("the helper's previous tests show the time: three EORTC tests of one day read apart", async () => {
    const { db, clientLocalId } = await storeWithClient();
    for (const at of ['2026-11-22T05:30:00.000Z', '2026-11-22T08:05:00.000Z', '2026-11-22T12:45:00.000Z']) {
      await saveRecord(db, 'helperTest', clientLocalId, { date: at }, 2, Date.parse(at));
    }
    await renderInRouter(() => <HelperDetail area="helper" clientLocalId={clientLocalId} />);
    const table = await screen.findByRole('table', { name: clinicalText.previousTests });
    await within(table).findAllByText(/ساعت/);
    const dates = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[2]!.textContent);
    // Newest first, in the machine's time zone as the person reads it.
    const local = (iso: string) => {
      const d = new Date(iso);
      const two = (n: number) => String(n).padStart(2, '0');
      return `${two(d.getHours())}:${two(d.getMinutes())}`.replace(/\d/g, (c) => '۰۱۲۳۴۵۶۷۸۹'[Number(c)]!);
    };
    expect(dates).toHaveLength(3);
    expect(new Set(dates).size).toBe(3);
    expect(dates[0]).toMatch(new RegExp(`^۱۴۰۵/۰۹/۰۱ ساعت ${local('2026-11-22T12:45:00.000Z')}$`));
    expect(dates[2]).toContain(local('2026-11-22T05:30:00.000Z'));
  });
});
