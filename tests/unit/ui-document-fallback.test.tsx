// @vitest-environment jsdom
// A document whose picture fails to load keeps its card whole: the browser's error line would
// spill out of the thumbnail over the label, the date and the icons, so the card shows a
// fallback inside the thumbnail's own 96×96 box: an icon, a short text, and the seeds' words for a
// screen reader; the label, the date and the actions stay where they were.
import 'fake-indexeddb/auto';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createClient } from '../../src/db/index';
import { formatJalali } from '../../src/domain/jalali';
import { messages } from '../../src/domain/messages';
import { documentText, receptionText } from '../../src/domain/reception-text';
import { DocumentList } from '../../src/features/documents/document-list';
import { clientFields, pngBytes } from './db-fixtures';
import { freshStore, renderInRouter } from './reception-harness';

// jsdom has no object URLs; the thumbnails kept on the tablet are shown through them.
const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
beforeAll(() => {
  URL.createObjectURL = () => 'blob:thumbnail';
  URL.revokeObjectURL = () => {};
});
afterAll(() => {
  URL.createObjectURL = original.create;
  URL.revokeObjectURL = original.revoke;
});

test('a thumbnail that fails to load shows the fallback in its box, the label and the date stay', async () => {
  const db = await freshStore();
  const localId = await createClient(db, clientFields(4));
  const at = '2026-03-21T08:00:00.000Z';
  await db.documents.add({ localId: 'doc-card', clientLocalId: localId, kind: 'identity', type: 3, thumbnail: pngBytes(), mime: 'image/png', createdAt: at, updatedAt: at, deleted: 0 });
  await renderInRouter(() => <DocumentList clientLocalId={localId} kind="identity" details />);

  const thumbnail = await screen.findByRole('img', { name: documentText.thumbnailOf('کارت ملی') });
  fireEvent.error(thumbnail); // the bytes on the tablet are not a picture the browser can draw

  const card = screen.getByRole('listitem');
  const fallback = await within(card).findByRole('img', { name: messages.imageLoadFailed });
  expect(within(fallback).getByText(documentText.pictureFailed)).toBeTruthy();
  expect(fallback.querySelector('svg')).not.toBeNull(); // the broken-picture icon
  // The fallback takes the thumbnail's place and size, inside the button that opens the viewer.
  const view = within(card).getByRole('button', { name: `${receptionText.viewImage} کارت ملی` });
  expect(view.contains(fallback)).toBe(true);
  expect(getComputedStyle(fallback).width).toBe('96px');
  expect(getComputedStyle(fallback).height).toBe('96px');
  expect(getComputedStyle(fallback).overflow).toBe('hidden');
  // The long seeds' sentence is not drawn in the card (it spilled out); the viewer says it in full.
  expect(within(card).queryByText(messages.imageLoadFailed)).toBeNull();

  expect(within(card).getByText('کارت ملی')).toBeTruthy();
  expect(within(card).getByText(formatJalali(at))).toBeTruthy();
  expect(formatJalali(at)).toBe('۱۴۰۵/۰۱/۰۱');
  expect(within(card).getByRole('button', { name: `${receptionText.documentDetails} کارت ملی` })).toBeTruthy();
  expect(within(card).getByRole('button', { name: `${receptionText.delete} کارت ملی` })).toBeTruthy();
});
