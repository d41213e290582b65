// The app under the router: every page, with the update prompt beside it. Loaded on its own
// (app/start-router-app.tsx), so the public pages can start without it.
import { StrictMode, useEffect, useLayoutEffect } from 'react';
import { RouterProvider } from '@tanstack/react-router';
import { notePrintsInTrail } from './print-audit';
import { router } from './router';
import { removeStaticShell } from './static-shell';
import { UpdatePromptSlot } from './update-prompt-slot';

export { router };

export function RouterApp() {
  useLayoutEffect(removeStaticShell, []);
  useEffect(notePrintsInTrail, []);
  return (
    <StrictMode>
      <RouterProvider router={router} />
      <UpdatePromptSlot />
    </StrictMode>
  );
}
