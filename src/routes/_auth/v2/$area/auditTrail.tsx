// SuperAdmin's audit trail «ردپای دسترسی» (issue 37 §5).
import { createFileRoute } from '@tanstack/react-router';
import { guardScreen } from '../../../../features/auth/screen-guard';
import { AuditTrail } from '../../../../features/audit/audit-trail';

export const Route = createFileRoute('/_auth/v2/$area/auditTrail')({
  staticData: { screen: 'auditTrail' },
  beforeLoad: ({ context }) => guardScreen(context, 'auditTrail'),
  component: AuditTrailRoute,
});

function AuditTrailRoute() {
  const { area } = Route.useRouteContext();
  return <AuditTrail area={area} />;
}
