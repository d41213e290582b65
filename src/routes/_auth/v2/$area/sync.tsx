import { createFileRoute } from '@tanstack/react-router';
import { guardScreen } from '../../../../app/screen-guard';
import { SyncCentrePlaceholder } from '../../../-components/screen-placeholders';

export const Route = createFileRoute('/_auth/v2/$area/sync')({
  staticData: { screen: 'syncCentre' },
  beforeLoad: ({ context }) => guardScreen(context, 'syncCentre'),
  component: SyncCentrePlaceholder,
});
