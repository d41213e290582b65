// The pathless layout that holds every signed-in page: nobody signed in → the guard's toast and
// the login page of the URL's area (000 §2.3). Its pages are MUI's: the providers load here (the
// loader waits for them), not with the public pages. A page opened (or reloaded) while someone is
// signed in takes the data key from the service worker, to which the page before handed it as it
// left (unlock-on-open.ts); without it, the lock gate asks for the person's password before
// anything is read.
import { Outlet, createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../features/auth/guards';
import { LockGate } from '../features/auth/lock-gate';
import { unlockOnOpen } from '../features/auth/unlock-on-open';
import { MuiBoundary, loadMui } from '../ui/mui-boundary';

export const Route = createFileRoute('/_auth')({
  beforeLoad: ({ location }) => requireSignedIn(location.pathname),
  loader: () => Promise.all([loadMui(), unlockOnOpen()]),
  component: () => (
    <MuiBoundary>
      <LockGate>
        <Outlet />
      </LockGate>
    </MuiBoundary>
  ),
});
