// Mounts the app: the plain look and the theme on <html>, API wired to the session, sync once
// there is a session, the toast bridge, the router with the update prompt beside it (in place of
// index.html's static shell once the first page is drawn), the service worker. No MUI here: its
// providers load with the signed-in layout and the intake's later steps (ui/mui-boundary.tsx).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { router } from './app/router';
import { registerServiceWorker } from './app/register-sw';
import { setupApi } from './app/setup-api';
import { setupSyncWhenNeeded } from './app/sync-loader';
import { installToastBridge } from './app/toast-bridge';
import { UpdatePromptSlot } from './app/update-prompt-slot';
import { removeShellWhenDrawn } from './app/static-shell';
import { followThemeOnDocument } from './ui/theme-mode';
import './app/fonts.css';
import './ui/plain/plain.css';

followThemeOnDocument();

setupApi();
setupSyncWhenNeeded();
installToastBridge();

removeShellWhenDrawn(router);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
    <UpdatePromptSlot />
  </StrictMode>,
);

registerServiceWorker();
