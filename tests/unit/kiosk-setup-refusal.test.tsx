// @vitest-environment jsdom
// Turning a staff tablet into a kiosk while its outbox still holds work: the dialog
// says in Persian what still waits, nothing is asked of the server and nothing is wiped.
import 'fake-indexeddb/auto';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { configureApi } from '../../src/api/config';
import { createClient } from '../../src/db/index';
import { intakeText } from '../../src/domain/intake-text';
import { kioskText } from '../../src/domain/reception-text';
import { appText } from '../../src/domain/stations';
import { KioskSetup } from '../../src/features/intake/kiosk-setup';
import { useKioskStore } from '../../src/state/kiosk-mode';
import { clientFields } from './db-fixtures';
import { freshStore, renderInRouter } from './reception-harness';

beforeEach(() => {
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
});

describe('turn this tablet into a kiosk', { timeout: 30_000 }, () => {
  test('refused while work waits: the dialog says what, the server is not asked, the tablet keeps everything', async () => {
    const db = await freshStore();
    await createClient(db, clientFields(3));
    await createClient(db, clientFields(4));
    const fetch = vi.fn<typeof globalThis.fetch>();
    configureApi({ fetch });
    const onActivated = vi.fn();
    await renderInRouter(() => <KioskSetup onActivated={onActivated} />);
    fireEvent.click(screen.getByRole('button', { name: kioskText.turnIntoKiosk }));
    const dialog = await screen.findByRole('dialog', { name: kioskText.turnIntoKiosk });
    fireEvent.change(within(dialog).getByLabelText(kioskText.deviceName), { target: { value: 'ورودی' } });
    fireEvent.click(within(dialog).getByRole('button', { name: appText.confirm }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toBe(intakeText.unsentBlocksKiosk({ waiting: 2, failed: 0, conflict: 0 }));
    expect(alert.textContent).toContain('۲ مورد در انتظار ارسال');
    expect(fetch).not.toHaveBeenCalled();
    expect(onActivated).not.toHaveBeenCalled();
    expect(useKioskStore.getState().device).toBeNull();
    expect(await db.clients.count()).toBe(2);
    expect(await db.outbox.count()).toBe(2);
  });
});
