import { createFileRoute } from '@tanstack/react-router';
import { guardScreen } from '../../../../../../../app/screen-guard';
import { EortcTestPlaceholder } from '../../../../../../-components/screen-placeholders';

export const Route = createFileRoute('/_auth/v2/$area/helperManagment/detail/$id/EORTCtest')({
  staticData: { screen: 'eortcTest' },
  beforeLoad: ({ context }) => guardScreen(context, 'eortcTest'),
  component: EortcTestPlaceholder,
});
