import { createFileRoute } from '@tanstack/react-router';
import { guardScreen } from '../../../../../../app/screen-guard';
import { AddConsultPlaceholder } from '../../../../../-components/screen-placeholders';

export const Route = createFileRoute('/_auth/v2/$area/consultationManagment/$id/addConsult')({
  staticData: { screen: 'addConsult' },
  beforeLoad: ({ context }) => guardScreen(context, 'addConsult'),
  component: AddConsultPlaceholder,
});
