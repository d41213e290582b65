import { createFileRoute } from '@tanstack/react-router';
import { ExportBar } from '../../../../-components/export-bar';
import { guardScreen } from '../../../../../features/auth/screen-guard';
import { ConsultationList } from '../../../../../features/consultation/consultation-list';

export const Route = createFileRoute('/_auth/v2/$area/consultationManagment/')({
  staticData: { screen: 'consultationManagment' },
  beforeLoad: ({ context }) => guardScreen(context, 'consultationManagment'),
  component: ConsultationListRoute,
});

function ConsultationListRoute() {
  const { area } = Route.useRouteContext();
  return (
    <>
      <ExportBar area={area} kinds={['consultations']} />
      <ConsultationList area={area} />
    </>
  );
}
