// @vitest-environment jsdom
// At the kiosk, an intake the server refused stays on the tablet for staff; the
// kiosk says how many, and nothing of whose they are, beside the way out of kiosk mode.
import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { createClient } from '../../src/db/index';
import { failEntry } from '../../src/db/outbox/queue';
import { kioskText } from '../../src/domain/reception-text';
import { LeaveKiosk } from '../../src/features/intake/leave-kiosk';
import { clientFields } from './db-fixtures';
import { freshStore, renderInRouter } from './reception-harness';

describe('the kiosk\'s way out', () => {
  test('counts the refused intakes waiting for staff, and shows no visitor\'s name or code', async () => {
    const db = await freshStore();
    await renderInRouter(() => <LeaveKiosk onLeft={() => {}} />);
    await screen.findByRole('button', { name: kioskText.leaveKiosk });
    expect(screen.queryByRole('status')).toBeNull();

    for (const n of [1, 2]) {
      const localId = await createClient(db, clientFields(700 + n, { firstName: 'نسرین', lastName: 'کاظمی' }));
      const entry = (await db.outbox.where('localId').equals(localId).first())!;
      await failEntry(db, entry.seq!, { reason: 'invalid', message: 'کدملی وارد شده اشتباه است.', status: 400 });
    }
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(kioskText.staffNeeded(2)));
    expect(document.body.textContent).not.toContain('نسرین');
    expect(document.body.textContent).not.toContain(clientFields(701).nationalCode);
  });
});
