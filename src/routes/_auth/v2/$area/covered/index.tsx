import { createFileRoute } from '@tanstack/react-router';
import { ExportBar } from '../../../../-components/export-bar';
import { guardScreen } from '../../../../../features/auth/screen-guard';
import { CoveredList } from '../../../../../features/covered/covered-list';

export const Route = createFileRoute('/_auth/v2/$area/covered/')({
  staticData: { screen: 'covered' },
  beforeLoad: ({ context }) => guardScreen(context, 'covered'),
  component: CoveredListRoute,
});

function CoveredListRoute() {
  const { area } = Route.useRouteContext();
  return (
    <>
      <ExportBar area={area} kinds={['coveredPatients', 'examinations']} />
      <CoveredList area={area} />
    </>
  );
}
