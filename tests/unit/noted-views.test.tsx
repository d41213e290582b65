// @vitest-environment jsdom
// Who saw what (issue 37 §5) on the tablet: opening one record (here a breast health form and an
// examination) or a photo full size is noted for the audit trail like a client's detail, by the
// signed-in author, with which record; a thumbnail in a list is not a view.
import 'fake-indexeddb/auto';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { createClient, saveRecord, setOutboxUser } from '../../src/db/index';
import { screeningQuestionLabels } from '../../src/domain/clinical-text';
import { screeningQuestions } from '../../src/domain/schemas/clinical';
import { ExaminationRecordView } from '../../src/features/covered/examination-record-view';
import { DocumentImage } from '../../src/features/documents/document-image';
import { ScreeningTestView } from '../../src/features/screening/screening-test-view';
import { clientFields } from './db-fixtures';
import { freshStore } from './reception-harness';

afterEach(() => setOutboxUser(undefined));

describe('views noted on the tablet', () => {
  test('a record opened and a photo opened full size are noted; a thumbnail is not', async () => {
    const db = await freshStore();
    setOutboxUser({ userId: '7', fullName: 'مریم' });
    const clientLocalId = await createClient(db, clientFields(4));
    const form = await saveRecord(db, 'screeningTest', clientLocalId, Object.fromEntries(screeningQuestions.map((q) => [q, false])), 2);
    render(<ScreeningTestView localId={form} onClose={() => {}} />);
    expect(await screen.findByText(screeningQuestionLabels[screeningQuestions[0]!])).toBeTruthy();
    await waitFor(async () => expect(await db.auditViews.count()).toBe(1));

    const exam = await saveRecord(db, 'examination', clientLocalId, { wbc: 5.1, date: '2026-01-01T08:00:00.000Z' }, 11);
    render(<ExaminationRecordView record={(await db.recordTable('examinations').get(exam))!} type={11} heading="آزمایش خون" />);
    const doc = { localId: 'doc-1', clientLocalId, kind: 'document', type: 1, thumbnail: new Blob(['x']), photo: new Blob(['y']), createdAt: '', updatedAt: '', deleted: 0 };
    render(<DocumentImage doc={doc as never} alt="کارت ملی" />);
    render(<DocumentImage doc={doc as never} full alt="کارت ملی" />);
    await waitFor(async () => expect(await db.auditViews.count()).toBe(3));
    const noted = (await db.auditViews.orderBy('seq').toArray()).map((row) => [row.userId, row.entity, row.clientLocalId, row.localId, row.action]);
    expect(noted).toEqual([
      ['7', 'screeningTest', clientLocalId, form, 'view'],
      ['7', 'examination', clientLocalId, exam, 'view'],
      ['7', 'photo', clientLocalId, 'doc-1', 'view'],
    ]);
  });
});
