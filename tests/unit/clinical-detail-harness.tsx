// The clinical detail pages as a person reaches them: the real route tree in a memory router,
// signed in with the station's role, a client on a fresh local store.
import 'fake-indexeddb/auto';
import { act, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryHistory, createRouter } from '@tanstack/react-router';
import { createClient } from '../../src/db/index';
import type { Screen } from '../../src/domain/permissions';
import { screenPath } from '../../src/routes/-nav/screen-routes';
import type { Area, StaffRole } from '../../src/domain/roles';
import { storeSession } from '../../src/features/auth/session-store';
import { routeTree } from '../../src/routeTree.gen';
import { clientFields } from './db-fixtures';
import { freshStore } from './reception-harness';

export { toastMessages } from './reception-harness';

/** What the detail pages' toast layer (4 s, top-left) shows. */
export const secondLayer = () => document.querySelector('[data-toast-layer="second"]') as HTMLElement;

export async function openDetail(role: StaffRole, area: Area, detail: Screen) {
  const db = await freshStore();
  // clientFields(1) carries a national code with a valid check digit, so an edit can be saved.
  const localId = await createClient(db, clientFields(1, { firstName: 'زهرا', lastName: 'کریمی', phoneNumber: '09351112233', isCoveredPatient: true }));
  await db.outbox.clear(); // only what the page queues from here on
  storeSession({ hasAuth: true, fullName: '', userId: 1, expiresIn: 3600, role }, 'token-1');
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [screenPath(area, detail, localId)] }) });
  await act(async () => {
    render(<RouterProvider router={router} />);
    await router.load();
  });
  const name = await screen.findByText('زهرا', {}, { timeout: 10_000 });
  return { db, localId, router, page: name.closest(`[data-screen="${detail}"]`) as HTMLElement };
}
