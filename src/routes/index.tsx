import { createFileRoute } from '@tanstack/react-router';
import { redirectSignedIn } from '../features/auth/guards';
import { LandingPage } from '../features/auth/landing-page';

export const Route = createFileRoute('/')({
  beforeLoad: () => redirectSignedIn(),
  component: LandingPage,
});
