import { createFileRoute } from '@tanstack/react-router';
import { ExportBar } from '../../../../-components/export-bar';
import { guardScreen } from '../../../../../features/auth/screen-guard';
import { ScreeningList } from '../../../../../features/screening/screening-list';

export const Route = createFileRoute('/_auth/v2/$area/screeningManagment/')({
  staticData: { screen: 'screeningManagment' },
  beforeLoad: ({ context }) => guardScreen(context, 'screeningManagment'),
  component: ScreeningListRoute,
});

function ScreeningListRoute() {
  const { area } = Route.useRouteContext();
  return (
    <>
      <ExportBar area={area} kinds={['screeningTests', 'screeningClients']} />
      <ScreeningList area={area} />
    </>
  );
}
