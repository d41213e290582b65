// The root: every page, the one toast host, and the router's error page. The toast host sits here,
// inside the router, because it reads the matched routes (their toast layer) and the navigations;
// the update prompt needs neither and is mounted beside the router. The plain public pages take
// their navigation from AppNavigation (they also render without the router: app/public-app.tsx);
// the shared screen header takes its links to area screens from ScreenLinks.
import { useCallback } from 'react';
import { Outlet, createRootRoute, redirect, useNavigate } from '@tanstack/react-router';
import { NotFoundPage, RouterErrorPage } from './-components/error-pages';
import { AppNavigation, type AppNavigate } from '../ui/app-navigation';
import { intakeStartPath, isIntakePath } from '../domain/intake-path';
import { kioskDevice } from '../state/kiosk-mode';
import { ScreenLinks } from '../ui/screen-links';
import { ToastHost } from '../ui/toast-host';
import { screenLink } from './-nav/screen-routes';

function Root() {
  const routerNavigate = useNavigate();
  const navigate = useCallback<AppNavigate>((href, options) => void routerNavigate({ href, replace: options?.replace }), [routerNavigate]);
  return (
    <AppNavigation.Provider value={navigate}>
      <ScreenLinks.Provider value={screenLink}>
        <Outlet />
        <ToastHost />
      </ScreenLinks.Provider>
    </AppNavigation.Provider>
  );
}

export const Route = createRootRoute({
  // A kiosk tablet shows the public intake and nothing else.
  beforeLoad: ({ location }) => {
    if (kioskDevice() && !isIntakePath(location.pathname)) throw redirect({ to: intakeStartPath, replace: true });
  },
  component: Root,
  errorComponent: RouterErrorPage,
  notFoundComponent: NotFoundPage,
});
