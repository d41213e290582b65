// The monthly dashboard of SuperAdmin and Research (issue 37 §1).
import { createFileRoute } from '@tanstack/react-router';
import { guardScreen } from '../../../../features/auth/screen-guard';
import { ReportsPage } from '../../../../features/reports/reports-page';

export const Route = createFileRoute('/_auth/v2/$area/reports')({
  staticData: { screen: 'reports' },
  beforeLoad: ({ context }) => guardScreen(context, 'reports'),
  component: ReportsPage,
});
