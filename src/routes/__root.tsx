// The root: every page, the one toast host, and the router's error page. The toast host sits here,
// inside the router, because it reads the matched routes (their toast layer) and the navigations;
// the update prompt needs neither and is mounted by main.tsx beside the router.
import { Outlet, createRootRoute, redirect } from '@tanstack/react-router';
import { NotFoundPage, RouterErrorPage } from './-components/error-pages';
import { intakeStartPath, isIntakePath, kioskDevice } from '../ui/kiosk-mode';
import { ToastHost } from '../ui/toast-host';

export const Route = createRootRoute({
  // A kiosk tablet shows the public intake and nothing else (issue 5 §4).
  beforeLoad: ({ location }) => {
    if (kioskDevice() && !isIntakePath(location.pathname)) throw redirect({ href: intakeStartPath, replace: true });
  },
  component: () => (
    <>
      <Outlet />
      <ToastHost />
    </>
  ),
  errorComponent: RouterErrorPage,
  notFoundComponent: NotFoundPage,
});
