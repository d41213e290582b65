// Every /api/v1 route, in one list: registered by the app, published by openapi.json, walked by
// the role-matrix test.
import type { RouteDef } from '../http/route';
import { accountAdminRoutes } from './account-admin';
import { loginRoutes } from './account-login';
import { healthRoutes } from './health';

export const allRoutes: RouteDef[] = [...loginRoutes, ...accountAdminRoutes, ...healthRoutes];
