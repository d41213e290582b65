import { createFileRoute } from '@tanstack/react-router';
import { redirectSignedIn } from '../features/auth/guards';
import { StationChooser } from '../features/auth/station-chooser';

export const Route = createFileRoute('/adminlanding')({
  beforeLoad: () => redirectSignedIn(),
  component: StationChooser,
});
