// @vitest-environment jsdom
// Who printed what (issue 37 §5) on the tablet: a print, whatever started it, is noted in the audit
// trail of what it put on paper — the record open on screen, else the patient whose page it is —
// by the signed-in author; a print with nothing of a patient on screen notes nothing.
import 'fake-indexeddb/auto';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { createClient, saveRecord, setOutboxUser } from '../../src/db/index';
import { notePrintsInTrail } from '../../src/app/print-audit';
import { screeningQuestionLabels } from '../../src/domain/clinical-text';
import { screeningQuestions } from '../../src/domain/schemas/clinical';
import { PatientBanner } from '../../src/features/clients/patient-banner';
import { ScreeningTestView } from '../../src/features/screening/screening-test-view';
import { clientFields } from './db-fixtures';
import { freshStore } from './reception-harness';

afterEach(() => setOutboxUser(undefined));

const printed = async (db: Awaited<ReturnType<typeof freshStore>>) =>
  (await db.auditViews.where('userId').equals('7').toArray()).filter((row) => row.action === 'print').map((row) => [row.entity, row.clientLocalId, row.localId]);

describe('prints noted on the tablet', () => {
  test('the record on screen, else its patient, nothing when no patient is shown', async () => {
    const db = await freshStore();
    setOutboxUser({ userId: '7', fullName: 'مریم' });
    const stop = notePrintsInTrail();
    const clientLocalId = await createClient(db, clientFields(4));
    const form = await saveRecord(db, 'screeningTest', clientLocalId, Object.fromEntries(screeningQuestions.map((q) => [q, false])), 2);

    window.dispatchEvent(new Event('beforeprint'));
    render(<PatientBanner clientLocalId={clientLocalId} seenBy="7" />);
    window.dispatchEvent(new Event('beforeprint'));
    await waitFor(async () => expect(await printed(db)).toEqual([['client', clientLocalId, undefined]]));

    const view = render(<ScreeningTestView localId={form} onClose={() => {}} />);
    expect(await screen.findByText(screeningQuestionLabels[screeningQuestions[0]!])).toBeTruthy();
    window.dispatchEvent(new Event('beforeprint'));
    await waitFor(async () => expect(await printed(db)).toHaveLength(2));
    expect((await printed(db))[1]).toEqual(['screeningTest', clientLocalId, form]);

    // The view closed: the patient's page prints again as the patient.
    view.unmount();
    window.dispatchEvent(new Event('beforeprint'));
    await waitFor(async () => expect(await printed(db)).toHaveLength(3));
    expect((await printed(db))[2]).toEqual(['client', clientLocalId, undefined]);
    stop();
    cleanup();
  });
});
