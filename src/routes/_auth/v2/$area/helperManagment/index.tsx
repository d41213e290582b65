import { createFileRoute } from '@tanstack/react-router';
import { ExportBar } from '../../../../-components/export-bar';
import { guardScreen } from '../../../../../features/auth/screen-guard';
import { CoveredList } from '../../../../../features/covered/covered-list';

export const Route = createFileRoute('/_auth/v2/$area/helperManagment/')({
  staticData: { screen: 'helperManagment' },
  beforeLoad: ({ context }) => guardScreen(context, 'helperManagment'),
  component: HelperListRoute,
});

function HelperListRoute() {
  const { area } = Route.useRouteContext();
  return (
    <>
      <ExportBar area={area} kinds={['helperTests']} />
      <CoveredList area={area} screen="helperManagment" />
    </>
  );
}
