import { createFileRoute } from '@tanstack/react-router';
import { guardScreen } from '../../../../../app/screen-guard';
import { ConsultationManagmentPlaceholder } from '../../../../-components/screen-placeholders';

export const Route = createFileRoute('/_auth/v2/$area/consultationManagment/')({
  staticData: { screen: 'consultationManagment' },
  beforeLoad: ({ context }) => guardScreen(context, 'consultationManagment'),
  component: ConsultationManagmentPlaceholder,
});
