// @vitest-environment jsdom
// Covered patient detail (001 §2) as its route composes it: the reception document sections with
// thumbnails, the image viewer modal, and 'بارگذاری عکس موفقیت امیز نبود' naming the fallback of a picture that
// cannot be loaded.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { configureApi } from '../../src/api/client';
import { messages } from '../../src/domain/messages';
import { documentText, receptionText } from '../../src/domain/reception-text';
import { appText } from '../../src/domain/stations';
import { clearSession } from '../../src/features/auth/session-store';
import { openDetail } from './clinical-detail-harness';
import { pngBytes } from './db-fixtures';

// jsdom has no object URLs; the document pictures kept on the tablet are shown through them.
const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
let made = 0;
beforeAll(() => {
  URL.createObjectURL = () => `blob:picture-${(made += 1)}`;
  URL.revokeObjectURL = () => {};
});
afterAll(() => {
  URL.createObjectURL = original.create;
  URL.revokeObjectURL = original.revoke;
});
beforeEach(() => clearSession());

describe('covered patient detail: documents', { timeout: 30_000 }, () => {
  test('thumbnails of both sections, the viewer, and the failed picture in the seeds\' words', async () => {
    const { db, localId, page } = await openDetail('Research', 'research', 'coveredDetail');
    const at = new Date().toISOString();
    // A national card photographed on this tablet, and a photo pulled from a server that cannot be reached.
    await db.documents.bulkAdd([
      { localId: 'doc-card', clientLocalId: localId, kind: 'identity', type: 3, photo: pngBytes(), thumbnail: pngBytes(), mime: 'image/png', createdAt: at, updatedAt: at, deleted: 0 },
      { localId: 'doc-photo', serverId: 9, clientLocalId: localId, kind: 'identity', type: 2, fileName: 'x.jpg', createdAt: at, updatedAt: at, deleted: 0 },
      { localId: 'doc-personal', clientLocalId: localId, kind: 'personal', type: 1, thumbnail: pngBytes(), mime: 'image/png', createdAt: at, updatedAt: at, deleted: 0 },
    ]);
    configureApi({ baseUrl: 'http://127.0.0.1:9/api/v1/', getToken: () => 'tok', onUnauthorized: () => {} });

    const patient = await within(page).findByRole('region', { name: receptionText.patientDocuments });
    const thumbnail = await within(patient).findByRole('img', { name: 'تصویر کارت ملی' });
    // The object URL is made in an effect after the first render.
    await waitFor(() => expect(thumbnail.getAttribute('src')).toMatch(/^blob:picture-/));
    const personal = within(page).getByRole('region', { name: receptionText.personalDocuments });
    expect(await within(personal).findAllByRole('img')).toHaveLength(1);

    fireEvent.click(within(patient).getByRole('button', { name: `${receptionText.viewImage} کارت ملی` }));
    const viewer = await screen.findByRole('dialog', { name: 'کارت ملی' }); // titled with the document's type
    await waitFor(() => expect(within(viewer).getByRole('img', { name: 'کارت ملی' }).getAttribute('src')).toMatch(/^blob:picture-/));

    fireEvent.click(within(viewer).getByRole('button', { name: appText.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const failed = await within(patient).findByRole('img', { name: messages.imageLoadFailed }, { timeout: 15_000 });
    expect(within(failed).getByText(documentText.pictureFailed)).toBeTruthy();
    expect(within(patient).getByText('عکس')).toBeTruthy(); // the failed one is still listed by its type
  });
});
