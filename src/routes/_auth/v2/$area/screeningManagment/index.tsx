import { createFileRoute } from '@tanstack/react-router';
import { guardScreen } from '../../../../../features/auth/screen-guard';
import { ScreeningList } from '../../../../../features/screening/screening-list';

export const Route = createFileRoute('/_auth/v2/$area/screeningManagment/')({
  staticData: { screen: 'screeningManagment' },
  beforeLoad: ({ context }) => guardScreen(context, 'screeningManagment'),
  component: ScreeningListRoute,
});

function ScreeningListRoute() {
  const { area } = Route.useRouteContext();
  return <ScreeningList area={area} />;
}
