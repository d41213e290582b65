// The public pages without the router. When the app starts on the landing, the chooser or a
// sign-in page, with nobody signed in and the tablet not a kiosk, this small app draws them:
// TanStack Router and the route table (a quarter of those pages' JavaScript) load only when the
// person leaves them — signing in, opening the intake, any other page — and then take over for
// good (app/start-router-app.tsx). Between public pages it keeps the history itself.
import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { LandingPage } from '../features/auth/landing-page';
import { LoginPage } from '../features/auth/login-page';
import { getSession } from '../features/auth/session-store';
import { StationChooser } from '../features/auth/station-chooser';
import { AppNavigation, type AppNavigate } from '../ui/app-navigation';
import { kioskDevice } from '../state/kiosk-mode';
import { ToastStack, dropToastsOfLeftScreen } from '../ui/toast-stack';
import { writeHistoryEntry } from './history-entry';
import { publicPageOf } from './public-pages';
import { removeStaticShell } from './static-shell';

/** The app may start without the router: a public page, nobody signed in, not a kiosk. */
export function startsOnPublicPage(pathname: string): boolean {
  return publicPageOf(pathname) !== undefined && getSession() === null && kioskDevice() === null;
}

/** `leave`: hand the page to the router (the new location is already in the history). */
export function PublicApp({ leave }: { leave: () => void }) {
  const [path, setPath] = useState(() => window.location.pathname);
  useLayoutEffect(removeStaticShell, []);
  useEffect(() => {
    const onPop = () => {
      dropToastsOfLeftScreen();
      setPath(window.location.pathname);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const navigate = useCallback<AppNavigate>((href, options) => {
    const url = new URL(href, window.location.href);
    const target = `${url.pathname}${url.search}${url.hash}`;
    writeHistoryEntry(target, options?.replace ?? false);
    dropToastsOfLeftScreen();
    // A signed-in person's home, the intake, any other page: the router's.
    if (!startsOnPublicPage(url.pathname)) return leave();
    setPath(url.pathname);
    window.scrollTo(0, 0);
  }, [leave]);

  const page = publicPageOf(path);
  const unknown = page === undefined;
  useEffect(() => {
    if (unknown) leave(); // back to an entry that is not a public page
  }, [unknown, leave]);
  if (!page) return null;
  return (
    <AppNavigation.Provider value={navigate}>
      {page.kind === 'landing' ? <LandingPage /> : page.kind === 'chooser' ? <StationChooser /> : <LoginPage key={page.area} area={page.area} />}
      <ToastStack layer="first" />
    </AppNavigation.Provider>
  );
}
