// Each area screen's route, by its name in the permission table (domain/permissions.ts): the side
// menu, the breadcrumbs and the area's home reach a screen by name. The paths are checked against
// the generated route tree, so a renamed or mistyped route is a type error here.
import type { LinkOptions } from '@tanstack/react-router';
import type { Screen } from '../../domain/permissions';
import type { Area } from '../../domain/roles';
import type { FileRouteTypes } from '../../routeTree.gen';

/** Every path a link may go to under /v2/$area. */
type AreaScreenTo = Extract<FileRouteTypes['to'], `/v2/$area/${string}`>;

export const screenRoutes = {
  clientManagment: '/v2/$area/clientManagment',
  addClient: '/v2/$area/clientManagment/addClient',
  addClientStep2: '/v2/$area/clientManagment/addClient/step2',
  addClientStep3: '/v2/$area/clientManagment/addClient/step3',
  clientDetail: '/v2/$area/clientManagment/detail/$id',
  screeningManagment: '/v2/$area/screeningManagment',
  screeningDetail: '/v2/$area/screeningManagment/detail/$id',
  screeningTest: '/v2/$area/screeningManagment/detail/$id/screeningTest',
  helperManagment: '/v2/$area/helperManagment',
  helperDetail: '/v2/$area/helperManagment/detail/$id',
  eortcTest: '/v2/$area/helperManagment/detail/$id/EORTCtest',
  riskTest: '/v2/$area/helperManagment/detail/$id/breastCancerRiskTest',
  diseaseData: '/v2/$area/helperManagment/detail/$id/diseaseData',
  diseaseDataUpdate: '/v2/$area/helperManagment/detail/$id/diseaseData/update',
  homeVisitTest: '/v2/$area/helperManagment/detail/$id/homevisitTest',
  consultationManagment: '/v2/$area/consultationManagment',
  consultationDetail: '/v2/$area/consultationManagment/$id',
  addConsult: '/v2/$area/consultationManagment/$id/addConsult',
  covered: '/v2/$area/covered',
  coveredDetail: '/v2/$area/covered/detail/$id',
  adminManagment: '/v2/$area/adminManagment',
  addAdmin: '/v2/$area/adminManagment/addAdmin',
  kioskDevices: '/v2/$area/adminManagment/kioskDevices',
  smsTemplates: '/v2/$area/adminManagment/smsTemplates',
  syncCentre: '/v2/$area/sync',
  followUps: '/v2/$area/followUps',
  reports: '/v2/$area/reports',
  auditTrail: '/v2/$area/auditTrail',
} as const satisfies Record<Screen, AreaScreenTo>;

/** Does this screen's path carry a client's `$id`? */
export function screenHasId(screen: Screen): boolean {
  return screenRoutes[screen].includes('$id');
}

/** The link to a screen of an area; `id` fills the screens that show one client. */
export function screenLink(area: Area, screen: Screen, id?: string): LinkOptions {
  // The table is checked above; TanStack cannot check a link whose `to` is a union of paths.
  return { to: screenRoutes[screen], params: { area, ...(id === undefined ? {} : { id }) } } as LinkOptions;
}

/** The URL of a screen in an area, as a string (a page to visit in tests, a plain redirect). */
export function screenPath(area: Area, screen: Screen, id?: string | number): string {
  const path = screenRoutes[screen].replace('$area', area).replace('$id', String(id ?? ''));
  return path;
}
