// /v2/{area}: the area from the URL (case-insensitive), the role's area must match, and the
// station shell around every screen of the area.
import { Outlet, createFileRoute } from '@tanstack/react-router';
import { requireArea } from '../../../../features/auth/guards';
import { StationShell } from '../../../-shell/station-shell';
import { parseArea } from '../../../../domain/roles';

export const Route = createFileRoute('/_auth/v2/$area')({
  params: {
    parse: ({ area }) => ({ area: parseArea(area) ?? area }),
    stringify: ({ area }) => ({ area }),
  },
  beforeLoad: ({ params }) => ({ area: requireArea(params.area) }),
  component: AreaLayout,
});

function AreaLayout() {
  const { area } = Route.useRouteContext();
  return (
    <StationShell area={area}>
      <Outlet />
    </StationShell>
  );
}
