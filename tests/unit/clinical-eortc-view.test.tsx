// @vitest-environment jsdom
// The view of a saved EORTC test shows every scale score as a number (the same scoreEortc the
// server uses) and as a bar of the chart, beside the answers.
import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { saveRecord } from '../../src/db/index';
import { toPersianDigits } from '../../src/domain/digits';
import { eortcScales, scoreEortc, type EortcAnswers, type EortcScale } from '../../src/domain/eortc';
import { helperText } from '../../src/domain/helper-text';
import { eortcQuestions } from '../../src/domain/schemas/clinical';
import { HelperTestView } from '../../src/features/helper/helper-test-view';
import { renderInRouter, storeWithClient } from './clinical-harness';

describe('EORTC view', () => {
  test('scale scores as numbers and a chart', { timeout: 30_000 }, async () => {
    const { db, clientLocalId } = await storeWithClient();
    const answers = Object.fromEntries(eortcQuestions.map((q, i) => [q, i >= 28 ? (i === 28 ? 5 : 3) : (i % 4) + 1]));
    const localId = await saveRecord(db, 'helperTest', clientLocalId, answers, 2);
    await renderInRouter(() => <HelperTestView localId={localId} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog');
    const table = within(dialog).getByRole('table', { name: helperText.eortcScores });
    const expected = scoreEortc(answers as EortcAnswers);
    for (const scale of Object.keys(eortcScales) as EortcScale[]) {
      const cell = table.querySelector(`td[data-scale="${scale}"]`)!;
      expect(cell.textContent).toBe(toPersianDigits(expected[scale]!.toFixed(1)).replace('.', '٫').replace(/٫۰$/, ''));
    }
    const chart = within(dialog).getByRole('img', { name: helperText.scoresChart });
    expect(chart.querySelectorAll('rect[data-scale]')).toHaveLength(Object.keys(eortcScales).length);
    expect(Number(chart.querySelector('rect[data-scale="QL2"]')!.getAttribute('data-score'))).toBe(expected.QL2);
    // The answers sit beside the scores.
    expect(within(dialog).getAllByRole('row').length).toBeGreaterThan(30);
  });
});
