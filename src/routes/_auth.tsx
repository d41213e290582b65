// The pathless layout that holds every signed-in page: nobody signed in → the guard's toast and
// the login page of the URL's area (000 §2.3).
import { Outlet, createFileRoute } from '@tanstack/react-router';
import { requireSignedIn } from '../features/auth/guards';

export const Route = createFileRoute('/_auth')({
  beforeLoad: ({ location }) => requireSignedIn(location.pathname),
  component: Outlet,
});
