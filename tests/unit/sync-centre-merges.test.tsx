// @vitest-environment jsdom
// A client registered offline that the server already had is adopted (sync engine, 409); the
// sync centre tells staff which clients were merged, in Persian, so they can check the file.
import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, test } from 'vitest';
import type { ClinicDb } from '../../src/db/index';
import { appText } from '../../src/domain/stations';
import { syncText } from '../../src/domain/sync-labels';
import { SyncCentre } from '../../src/features/sync/sync-centre';
import { clientFields } from './db-fixtures';
import { freshStore, renderInRouter } from './reception-harness';

let db: ClinicDb;

beforeEach(async () => {
  db = await freshStore();
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
});

const show = () =>
  renderInRouter(() => <SyncCentre crumbs={[{ label: appText.syncCentre }]} signedInOffline={false} signIn={null} />);

describe('merged clients in the sync centre', { timeout: 30_000 }, () => {
  test('no merge: no merge section', async () => {
    await show();
    expect(await screen.findByText(syncText.allOnServer)).toBeTruthy();
    expect(screen.queryByText(syncText.mergedExplain)).toBeNull();
  });

  test('a recorded merge is listed with the name and national code in Persian digits', async () => {
    const fields = clientFields(1, { firstName: 'مریم', lastName: 'کاظمی' });
    await db.merges.add({
      clientLocalId: 'local-1', serverId: 7, nationalCode: fields.nationalCode, localFields: fields,
      at: new Date(Date.UTC(2026, 10, 22, 10, 30)).toISOString(),
    });
    await show();
    expect(await screen.findByRole('heading', { name: `${syncText.sectionMerged} (۱)` })).toBeTruthy();
    expect(screen.getByText(syncText.mergedExplain)).toBeTruthy();
    expect(screen.getByText(new RegExp(`^مریم کاظمی، کدملی [۰-۹]{10}، ۱۴۰۵/۰۹/۰۱`))).toBeTruthy();
  });
});
