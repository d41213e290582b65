import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { guardScreen } from '../../../../../../../features/auth/screen-guard';
import { screenPath } from '../../../../../../../domain/permissions';
import { ScreeningTestPage } from '../../../../../../../features/screening/screening-test-page';

export const Route = createFileRoute('/_auth/v2/$area/screeningManagment/detail/$id/screeningTest')({
  staticData: { screen: 'screeningTest' },
  beforeLoad: ({ context }) => guardScreen(context, 'screeningTest'),
  component: ScreeningTestRoute,
});

function ScreeningTestRoute() {
  const { area } = Route.useRouteContext();
  const { id } = Route.useParams();
  const navigate = useNavigate();
  const back = () => void navigate({ href: screenPath(area, 'screeningDetail', id), replace: true });
  return <ScreeningTestPage area={area} clientLocalId={id} onSaved={back} />;
}
