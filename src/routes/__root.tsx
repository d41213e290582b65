// The root: every page, the one toast host, the update prompt, and the router's error page.
import { Outlet, createRootRoute, redirect } from '@tanstack/react-router';
import { ToastHost } from '../app/toast-host';
import { UpdatePromptSlot } from '../app/update-prompt-slot';
import { NotFoundPage, RouterErrorPage } from './-components/error-pages';
import { intakeStartPath, isIntakePath, kioskDevice } from '../ui/kiosk-mode';

export const Route = createRootRoute({
  // A kiosk tablet shows the public intake and nothing else (issue 5 §4).
  beforeLoad: ({ location }) => {
    if (kioskDevice() && !isIntakePath(location.pathname)) throw redirect({ href: intakeStartPath, replace: true });
  },
  component: () => (
    <>
      <Outlet />
      <ToastHost />
      <UpdatePromptSlot />
    </>
  ),
  errorComponent: RouterErrorPage,
  notFoundComponent: NotFoundPage,
});
