// What the reception component tests share: a memory router around the screen (links and
// navigation need one), a fresh local store, and the toasts shown.
import 'fake-indexeddb/auto';
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { localDb } from '../../src/db/index';
import { useToastStore } from '../../src/ui/toast-store';

export async function renderInRouter(ui: () => ReactNode, path = '/') {
  const rootRoute = createRootRoute({ component: () => <>{ui()}</> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: [path] }) });
  const result = render(<RouterProvider router={router} />);
  await router.load();
  return { ...result, router };
}

export async function freshStore() {
  const db = localDb();
  await db.open();
  await Promise.all(db.tables.map((table) => table.clear()));
  useToastStore.setState({ toasts: [] });
  return db;
}

export const toastMessages = () => useToastStore.getState().toasts.map((toast) => toast.message);
