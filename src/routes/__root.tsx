// The root: every page, the one toast host, and the router's error page. The toast host sits here,
// inside the router, because it reads the matched routes (their toast layer) and the navigations;
// the update prompt needs neither and is mounted beside the router. The plain public pages take
// their navigation from AppNavigation (they also render without the router: app/public-app.tsx).
import { useCallback } from 'react';
import { Outlet, createRootRoute, redirect, useNavigate } from '@tanstack/react-router';
import { NotFoundPage, RouterErrorPage } from './-components/error-pages';
import { AppNavigation, type AppNavigate } from '../ui/app-navigation';
import { intakeStartPath, isIntakePath, kioskDevice } from '../ui/kiosk-mode';
import { ToastHost } from '../ui/toast-host';

function Root() {
  const routerNavigate = useNavigate();
  const navigate = useCallback<AppNavigate>((href, options) => void routerNavigate({ href, replace: options?.replace }), [routerNavigate]);
  return (
    <AppNavigation.Provider value={navigate}>
      <Outlet />
      <ToastHost />
    </AppNavigation.Provider>
  );
}

export const Route = createRootRoute({
  // A kiosk tablet shows the public intake and nothing else (issue 5 §4).
  beforeLoad: ({ location }) => {
    if (kioskDevice() && !isIntakePath(location.pathname)) throw redirect({ href: intakeStartPath, replace: true });
  },
  component: Root,
  errorComponent: RouterErrorPage,
  notFoundComponent: NotFoundPage,
});
