// Mounts the app: API wired to the session, the toast bridge, the router, the service worker.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { AppProviders } from './app/providers';
import { router } from './app/router';
import { registerServiceWorker } from './app/register-sw';
import { setupApi } from './app/setup-api';
import { setupSync } from './app/setup-sync';
import { installToastBridge } from './app/toast-bridge';

setupApi();
setupSync();
installToastBridge();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

registerServiceWorker();
