import { createFileRoute } from '@tanstack/react-router';
import { guardScreen } from '../../../../../../../../app/screen-guard';
import { DiseaseDataUpdatePlaceholder } from '../../../../../../../-components/screen-placeholders';

export const Route = createFileRoute('/_auth/v2/$area/helperManagment/detail/$id/diseaseData/update')({
  staticData: { screen: 'diseaseDataUpdate' },
  beforeLoad: ({ context }) => guardScreen(context, 'diseaseDataUpdate'),
  component: DiseaseDataUpdatePlaceholder,
});
