import { createFileRoute } from '@tanstack/react-router';
import { guardScreen } from '../../../../../../../../app/screen-guard';
import { DiseaseDataPlaceholder } from '../../../../../../../-components/screen-placeholders';

export const Route = createFileRoute('/_auth/v2/$area/helperManagment/detail/$id/diseaseData/')({
  staticData: { screen: 'diseaseData' },
  beforeLoad: ({ context }) => guardScreen(context, 'diseaseData'),
  component: DiseaseDataPlaceholder,
});
