// Every /api/v1 route, in one list: registered by the app, published by openapi.json, walked by
// the role-matrix test.
import type { RouteDef } from '../http/route';
import { accountAdminRoutes } from './account-admin';
import { loginRoutes } from './account-login';
import { clientRoutes } from './clients';
import { consultationRoutes } from './consultation';
import { coveredRoutes } from './covered';
import { deviceKeyRoutes } from './device-key';
import { documentRoutes } from './documents';
import { healthRoutes } from './health';
import { kioskRoutes } from './kiosks';
import { helperRoutes } from './helper';
import { screeningRoutes } from './screening';
import { smsRoutes } from './sms';
import { syncRoutes } from './sync';
import { syncBatchRoutes } from './sync-batch';
import { openapiRoute } from './openapi';

export const apiRoutes: RouteDef[] = [
  ...loginRoutes,
  ...accountAdminRoutes,
  ...kioskRoutes,
  ...deviceKeyRoutes,
  ...clientRoutes,
  ...documentRoutes,
  ...smsRoutes,
  ...consultationRoutes,
  ...screeningRoutes,
  ...helperRoutes,
  ...coveredRoutes,
  ...syncRoutes,
  ...syncBatchRoutes,
  ...healthRoutes,
];

export const allRoutes: RouteDef[] = [...apiRoutes, openapiRoute(apiRoutes)];
