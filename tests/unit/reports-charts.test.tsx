// @vitest-environment jsdom
// The dashboard's charts (issue 37 §1): every bar's value is the table's cell beside it, its
// height in proportion, stacked parts summing to the month's total; and EORTC over time (§2): a
// line per scale from the patient's tests on the tablet, a change of 10 points or more marked.
import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { saveRecord } from '../../src/db/index';
import { formatNumber } from '../../src/domain/digits';
import { eortcScaleLabels } from '../../src/domain/helper-text';
import { monthLabel } from '../../src/domain/report-months';
import { eortcTrendText, reportsText } from '../../src/domain/reports-text';
import { eortcQuestions } from '../../src/domain/schemas/clinical';
import { EortcTrends } from '../../src/features/helper/eortc-trends';
import { MonthBars } from '../../src/features/reports/month-bars';
import { renderInRouter, storeWithClient } from './clinical-harness';

const months = ['1405-07', '1405-08', '1405-09'];
const series = [
  { metric: 'consult0', label: 'ژنتیک', values: [3, 0, 12] },
  { metric: 'consult1', label: 'روانشناسی', values: [7, 1, 4] },
];

function barsAndTable(title: string, stacked: boolean) {
  render(<MonthBars title={title} months={months} series={series} stacked={stacked} />);
  const chart = screen.getByRole('img', { name: reportsText.chartOf(title) });
  const table = screen.getByRole('table', { name: reportsText.tableOf(title) });
  return { chart, table };
}

describe('a dashboard chart and its table', () => {
  test.each([false, true])('every bar equals its cell (stacked: %s)', (stacked) => {
    const title = `چارت ${String(stacked)}`;
    const { chart, table } = barsAndTable(title, stacked);
    const bars = [...chart.querySelectorAll('rect[data-metric]')];
    expect(bars).toHaveLength(months.length * series.length);
    const perUnit = new Set<string>();
    for (const bar of bars) {
      const metric = bar.getAttribute('data-metric')!;
      const month = bar.getAttribute('data-month')!;
      const value = Number(bar.getAttribute('data-value'));
      const cell = table.querySelector(`td[data-metric="${metric}"][data-month="${month}"]`)!;
      expect(cell.textContent, `${metric} ${month}`).toBe(formatNumber(value));
      expect(value).toBe(series.find((s) => s.metric === metric)!.values[months.indexOf(month)]);
      if (value > 0) perUnit.add((Number(bar.getAttribute('height')) / value).toFixed(6));
      else expect(Number(bar.getAttribute('height'))).toBe(0);
    }
    // One scale for every bar: heights in proportion to the values.
    expect(perUnit.size).toBe(1);
    // Rows name the Jalali months; the stacked chart's total column sums the parts.
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('rowheader')[0]!.textContent)).toEqual(months.map(monthLabel));
    if (stacked) expect(rows.map((row) => row.lastElementChild!.textContent)).toEqual(['۱۰', '۱', '۱۶']);
  });
});

describe('EORTC over time', () => {
  test('a line per scale across the tests by day, a drop of 10 or more marked, the better direction said', { timeout: 30_000 }, async () => {
    const { db, clientLocalId } = await storeWithClient();
    const answers = (item: number, global: number) => Object.fromEntries(eortcQuestions.map((q, i) => [q, i >= 28 ? global : item]));
    // Saved out of order: the later test first. Global health 7 → 6: 100 → 83.3, a marked drop.
    await saveRecord(db, 'helperTest', clientLocalId, { ...answers(1, 6), performedAt: '2026-05-10' }, 2);
    await saveRecord(db, 'helperTest', clientLocalId, { ...answers(1, 7), performedAt: '2026-02-01' }, 2);
    await renderInRouter(() => <EortcTrends clientLocalId={clientLocalId} />);
    const section = await screen.findByRole('region', { name: eortcScaleLabels.QL2 });
    const table = within(section).getByRole('table', { name: eortcTrendText.tableOf(eortcScaleLabels.QL2) });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '۱۴۰۴/۱۱/۱۲۱۰۰—',
      `۱۴۰۵/۰۲/۲۰۸۳٫۳${eortcTrendText.change(-16.7)}${eortcTrendText.changed}`,
    ]);
    const chart = within(section).getByRole('img', { name: eortcTrendText.chartOf(eortcScaleLabels.QL2) });
    expect(chart.querySelectorAll('circle[data-marked]')).toHaveLength(1);
    expect(within(section).getByText(eortcTrendText.higherBetter)).toBeTruthy();
    // Fatigue did not move: no mark, and lower is better.
    const fatigue = screen.getByRole('region', { name: eortcScaleLabels.FA });
    expect(fatigue.querySelectorAll('circle[data-marked]')).toHaveLength(0);
    expect(within(fatigue).getByText(eortcTrendText.lowerBetter)).toBeTruthy();
  });
});
