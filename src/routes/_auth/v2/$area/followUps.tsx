// The follow-up list of the stations that may see a cause (issue 36 §6). A patient's name opens
// their detail in this person's station: screening and helper their own; research and the super
// admin the covered station for an examination's cause (the examinations live there), else the
// screening station (the breast health form, a mark by hand).
import { createFileRoute, linkOptions } from '@tanstack/react-router';
import type { Area } from '../../../../domain/roles';
import { ExportBar } from '../../../-components/export-bar';
import { guardScreen } from '../../../../features/auth/screen-guard';
import { FollowUpList, type FollowUpDetailLink } from '../../../../features/follow-up/follow-up-list';

export const Route = createFileRoute('/_auth/v2/$area/followUps')({
  staticData: { screen: 'followUps' },
  beforeLoad: ({ context }) => guardScreen(context, 'followUps'),
  component: FollowUpListRoute,
});

const detailLinkOf = (area: Area): FollowUpDetailLink => (id, fromExamination) => {
  if (area === 'helper') return linkOptions({ to: '/v2/$area/helperManagment/detail/$id', params: { area, id } });
  if (area !== 'screening' && fromExamination) return linkOptions({ to: '/v2/$area/covered/detail/$id', params: { area, id } });
  return linkOptions({ to: '/v2/$area/screeningManagment/detail/$id', params: { area, id } });
};

function FollowUpListRoute() {
  const { area } = Route.useRouteContext();
  return (
    <>
      <ExportBar area={area} kinds={['followUps']} />
      <FollowUpList area={area} detailLink={detailLinkOf(area)} />
    </>
  );
}
