// The follow-up list of the stations that may see a cause (issue 36 §6).
import { createFileRoute } from '@tanstack/react-router';
import { ExportBar } from '../../../-components/export-bar';
import { guardScreen } from '../../../../features/auth/screen-guard';
import { FollowUpList } from '../../../../features/follow-up/follow-up-list';

export const Route = createFileRoute('/_auth/v2/$area/followUps')({
  staticData: { screen: 'followUps' },
  beforeLoad: ({ context }) => guardScreen(context, 'followUps'),
  component: FollowUpListRoute,
});

function FollowUpListRoute() {
  const { area } = Route.useRouteContext();
  return (
    <>
      <ExportBar area={area} kinds={['followUps']} />
      <FollowUpList area={area} />
    </>
  );
}
