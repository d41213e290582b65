// @vitest-environment jsdom
// The saved EORTC test reads as words («اصلا», «کمی», …; «۵ از ۷» for items 29–30), its
// chart has a 0–100 scale, and 'وضعیت کلی سلامت' is not repeated as its own row label.
import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { saveRecord } from '../../src/db/index';
import { helperVisitTypeLabels } from '../../src/domain/codes';
import { eortcQuestionLabels, helperText } from '../../src/domain/helper-text';
import { eortcQuestions } from '../../src/domain/schemas/clinical';
import { HelperTestView } from '../../src/features/helper/helper-test-view';
import { renderInRouter, storeWithClient } from './clinical-harness';

test('answers as words, a chart with a scale, global health named once', { timeout: 30_000 }, async () => {
  const { db, clientLocalId } = await storeWithClient();
  const answers = Object.fromEntries(eortcQuestions.map((q, i) => [q, i >= 28 ? 5 : (i % 4) + 1]));
  const localId = await saveRecord(db, 'helperTest', clientLocalId, answers, 2);
  await renderInRouter(() => <HelperTestView localId={localId} onClose={() => {}} />);
  const dialog = await screen.findByRole('dialog');
  const rows = within(within(dialog).getByRole('table', { name: helperVisitTypeLabels[2] })).getAllByRole('row');
  const answerOf = (index: number) => {
    expect(rows[index]!.querySelector('th')!.textContent).toBe(eortcQuestionLabels[index]);
    return rows[index]!.querySelector('td')!.textContent;
  };
  expect([answerOf(0), answerOf(1), answerOf(2), answerOf(3)]).toEqual(['اصلا', 'کمی', 'نسبتا زیاد', 'خیلی زیاد']);
  expect(answerOf(28)).toBe('۵ از ۷');

  const chart = within(dialog).getByRole('img', { name: helperText.scoresChart });
  const ticks = [...chart.querySelectorAll('[data-testid="chart-scale"] text')].map((t) => t.textContent);
  expect(ticks).toEqual(['۰', '۲۵', '۵۰', '۷۵', '۱۰۰']);

  const scores = within(dialog).getByRole('table', { name: helperText.eortcScores });
  expect(within(scores).getAllByText(helperText.globalHealth)).toHaveLength(1);
  expect(within(scores).getByText(helperText.functionalScales)).toBeTruthy();
});
