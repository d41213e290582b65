// The six login pages share this guard: a signed-in person goes to their home (000 §2.1).
import { Outlet, createFileRoute } from '@tanstack/react-router';
import { redirectSignedIn } from '../../features/auth/guards';

export const Route = createFileRoute('/login')({
  beforeLoad: () => redirectSignedIn(),
  component: Outlet,
});
