// @vitest-environment jsdom
// The breast health form (001 §3, §5): every question required ('لطفا به تمامی سوالات پاسخ دهید')
// with nothing saved until then; a full form writes one record and one outbox entry whose payload
// has the seeds' names: testType 2, 14 booleans from 'دارد'/'ندارد', needFollowup by the follow-up
// rule (issue 36 §6), adminOpinion null.
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { clinicalText, screeningQuestionLabels } from '../../src/domain/clinical-text';
import { messages } from '../../src/domain/messages';
import { screeningQuestions } from '../../src/domain/schemas/clinical';
import { ScreeningTestForm } from '../../src/features/screening/screening-test-form';
import { answer, renderInRouter, saved, storeWithClient, toastMessages } from './clinical-harness';
import { useToastStore } from '../../src/ui/toast-store';

let onSaved = vi.fn();
beforeEach(() => {
  onSaved = vi.fn();
});

describe('breast health form', { timeout: 30_000 }, () => {
  test('unanswered questions: the seeds message, nothing saved', async () => {
    const { db, clientLocalId } = await storeWithClient();
    await renderInRouter(() => <ScreeningTestForm clientLocalId={clientLocalId} onSaved={onSaved} />);
    fireEvent.click(screen.getByRole('button', { name: clinicalText.saveTest }));
    await waitFor(() => expect(toastMessages()).toContain(messages.questionnaireIncomplete));
    // All but the last answered: still refused.
    for (const q of screeningQuestions.slice(0, -1)) answer(screeningQuestionLabels[q], messages.has);
    useToastStore.setState({ toasts: [] }); // a form's next toast replaces its last: this press's own
    fireEvent.click(screen.getByRole('button', { name: clinicalText.saveTest }));
    await waitFor(() => expect(toastMessages()).toEqual([messages.questionnaireIncomplete]));
    const { rows, entries } = await saved(db, 'screeningTest');
    expect(rows).toHaveLength(0);
    expect(entries).toHaveLength(0);
    expect(onSaved).not.toHaveBeenCalled();
  });

  test('a full form: one record and one outbox entry with the seeds payload', async () => {
    const { db, clientLocalId } = await storeWithClient();
    await renderInRouter(() => <ScreeningTestForm clientLocalId={clientLocalId} onSaved={onSaved} />);
    // Even questions 'دارد', odd ones 'ندارد'.
    screeningQuestions.forEach((q, i) => answer(screeningQuestionLabels[q], i % 2 === 0 ? messages.has : messages.hasNot));
    fireEvent.click(screen.getByRole('button', { name: clinicalText.saveTest }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(toastMessages()).toContain(messages.testSaved);
    const { rows, entries } = await saved(db, 'screeningTest');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.clientLocalId).toBe(clientLocalId);
    expect(rows[0]!.subtype).toBe(2);
    const payload = entries[0]!.payload!;
    expect(entries).toHaveLength(1);
    expect(entries[0]!.operation).toBe('record.create');
    expect(payload.testType).toBe(2);
    // hasBreastChangeShape (the fifth) is answered 'دارد': a warning sign.
    expect(payload.needFollowup).toBe(true);
    expect(payload.adminOpinion).toBeNull();
    screeningQuestions.forEach((q, i) => expect(payload[q]).toBe(i % 2 === 0));
    expect(payload.localId).toBe(rows[0]!.localId);
    expect(Object.keys(payload).sort()).toEqual([...screeningQuestions, 'testType', 'needFollowup', 'adminOpinion', 'date', 'performedAt', 'localId'].sort());
  });

  test('a form with no warning sign sends needFollowup false', async () => {
    const { db, clientLocalId } = await storeWithClient();
    await renderInRouter(() => <ScreeningTestForm clientLocalId={clientLocalId} onSaved={onSaved} />);
    const history = ['hasBreastOrOvarianCancer', 'hasBreastPathology', 'hasBreastRadiography'];
    screeningQuestions.forEach((q) => answer(screeningQuestionLabels[q], history.includes(q) ? messages.has : messages.hasNot));
    fireEvent.click(screen.getByRole('button', { name: clinicalText.saveTest }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    const { entries } = await saved(db, 'screeningTest');
    expect(entries[0]!.payload!.needFollowup).toBe(false);
  });
});
