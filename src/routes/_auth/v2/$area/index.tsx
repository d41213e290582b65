// /v2/{area} alone: the area's home. Consultation's home is /v2/consultation itself (000 §2.1), so
// it opens the consultation list.
import { createFileRoute, redirect } from '@tanstack/react-router';
import { screenRoutes } from '../../../-nav/screen-routes';

export const Route = createFileRoute('/_auth/v2/$area/')({
  beforeLoad: ({ context }) => {
    const screen = context.area === 'consultation' ? 'consultationManagment' : 'clientManagment';
    throw redirect({ to: screenRoutes[screen], params: { area: context.area }, replace: true });
  },
});
