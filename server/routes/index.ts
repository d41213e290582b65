// Every /api/v1 route, in one list: registered by the app, published by openapi.json, walked by
// the role-matrix test.
import type { RouteDef } from '../http/route';
import { accountAdminRoutes } from './account-admin';
import { auditRoutes } from './audit';
import { backupRoutes } from './backups';
import { passwordResetRoutes } from './account-password-reset';
import { loginRoutes } from './account-login';
import { clientRoutes } from './clients';
import { clientTextSearchRoute } from './client-text-search';
import { clientTimelineRoutes } from './client-timeline';
import { consultationRoutes } from './consultation';
import { coveredRoutes } from './covered';
import { deviceKeyRoutes } from './device-key';
import { deliveryRoutes } from './delivery';
import { lostDeviceRoutes } from './lost-device';
import { documentRoutes } from './documents';
import { followUpRoutes } from './follow-ups';
import { exportRoutes } from './exports';
import { healthRoutes } from './health';
import { kioskRoutes } from './kiosks';
import { helperRoutes } from './helper';
import { screeningRoutes } from './screening';
import { smsRoutes } from './sms';
import { smsTemplateRoutes } from './sms-templates';
import { syncRoutes } from './sync';
import { syncBatchRoute } from './sync-batch';
import { openapiRoute } from './openapi';
import { reportRoutes } from './reports';
import { tlsRoutes } from './tls';

/** Every call a tablet or a browser makes one at a time. */
const callRoutes: RouteDef[] = [
  ...loginRoutes,
  ...accountAdminRoutes,
  ...passwordResetRoutes,
  ...kioskRoutes,
  ...deviceKeyRoutes,
  ...deliveryRoutes,
  ...lostDeviceRoutes,
  ...clientRoutes,
  clientTextSearchRoute,
  ...documentRoutes,
  ...smsRoutes,
  ...clientTimelineRoutes,
  ...smsTemplateRoutes,
  ...consultationRoutes,
  ...screeningRoutes,
  ...helperRoutes,
  ...coveredRoutes,
  ...followUpRoutes,
  ...reportRoutes,
  ...auditRoutes,
  ...exportRoutes,
  ...syncRoutes,
  ...healthRoutes,
  ...backupRoutes,
  ...tlsRoutes,
];

export const apiRoutes: RouteDef[] = [...callRoutes, syncBatchRoute(callRoutes)];

export const allRoutes: RouteDef[] = [...apiRoutes, openapiRoute(apiRoutes)];
