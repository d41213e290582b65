import { createFileRoute } from '@tanstack/react-router';
import { guardScreen } from '../../../../../../app/screen-guard';
import { ConsultationDetailPlaceholder } from '../../../../../-components/screen-placeholders';

export const Route = createFileRoute('/_auth/v2/$area/consultationManagment/$id/')({
  staticData: { screen: 'consultationDetail' },
  beforeLoad: ({ context }) => guardScreen(context, 'consultationDetail'),
  component: ConsultationDetailPlaceholder,
});
