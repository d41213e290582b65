// Hands the page to the router: its chunk loads, the router loads the current location (the
// guards run, the page's chunk and MUI arrive), and only then does it replace what is on screen
// (the static shell, or the public app's page), so the person never sees an empty frame.
import type { Root } from 'react-dom/client';
import { RouterErrorPage } from '../routes/-components/error-pages';

let started: Promise<void> | undefined;

export function startRouterApp(root: Root): Promise<void> {
  started ??= import('./router-app')
    .then(async ({ router, RouterApp }) => {
      await router.load();
      root.render(<RouterApp />);
    })
    .catch((error: unknown) => {
      // The chunk could not load (offline and not cached, or an old version's chunk gone after an
      // update): the router's own error page, in Persian, with its reload button.
      started = undefined;
      root.render(<RouterErrorPage error={error} />);
    });
  return started;
}
