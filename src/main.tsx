// Mounts the app: the plain look and the theme on <html>, API wired to the session, sync once
// there is a session, the toast bridge, the page in place of index.html's static shell, the
// service worker. A public page with nobody signed in starts without the router (public-app.tsx),
// every other page with it; MUI loads only with the signed-in layout and the intake's later steps.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PublicApp, startsOnPublicPage } from './app/public-app';
import { registerServiceWorker } from './app/register-sw';
import { setupApi } from './app/setup-api';
import { startRouterApp } from './app/start-router-app';
import { setupSyncWhenNeeded } from './app/sync-loader';
import { installToastBridge } from './app/toast-bridge';
import { UpdatePromptSlot } from './app/update-prompt-slot';
import { followThemeOnDocument } from './ui/theme-mode';
import './app/fonts.css';
import './ui/plain/plain.css';
import './app/insecure-context.css';
import './app/print.css';

followThemeOnDocument();
setupApi();
setupSyncWhenNeeded();
installToastBridge();

const root = createRoot(document.getElementById('root')!);
if (startsOnPublicPage(window.location.pathname)) {
  root.render(
    <StrictMode>
      <PublicApp leave={() => void startRouterApp(root)} />
      <UpdatePromptSlot />
    </StrictMode>,
  );
} else {
  void startRouterApp(root);
}

registerServiceWorker();
