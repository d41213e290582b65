// The pathless layout that holds every signed-in page: nobody signed in → the guard's toast and
// the login page of the URL's area (000 §2.3). Its pages are MUI's: the providers load here (the
// loader waits for them), not with the public pages.
import { Outlet, createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../features/auth/guards';
import { MuiBoundary, loadMui } from '../ui/mui-boundary';

export const Route = createFileRoute('/_auth')({
  beforeLoad: ({ location }) => requireSignedIn(location.pathname),
  loader: () => loadMui(),
  component: () => (
    <MuiBoundary>
      <Outlet />
    </MuiBoundary>
  ),
});
