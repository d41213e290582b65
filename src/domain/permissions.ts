// THE permission table (design.md): which area opens which station, which role may call which
// station on the server. The route guards, the side menus and the server's role checks read it.
import { areaOfRole, type Area, type Role } from './roles';

/** A station: a group of screens and the endpoints behind them. */
export type Station = 'clients' | 'screening' | 'helper' | 'consultation' | 'covered' | 'admins' | 'sync';

/** 000 §2.2, §2.3, §6 and 001 §6. */
export const stationAreas: Record<Station, readonly Area[]> = {
  clients: ['reception', 'screening', 'helper', 'research', 'superAdmin', 'consultation'],
  screening: ['screening', 'helper', 'research', 'superAdmin'],
  helper: ['helper', 'research', 'superAdmin'],
  consultation: ['consultation', 'research', 'superAdmin'],
  covered: ['research', 'superAdmin'],
  admins: ['superAdmin'],
  sync: ['reception', 'screening', 'helper', 'research', 'superAdmin', 'consultation'],
};

/** Every screen of both seeds, the station it belongs to and its path under /v2/{area}/. */
export const screens = {
  clientManagment: { station: 'clients', path: 'clientManagment' },
  addClient: { station: 'clients', path: 'clientManagment/addClient' },
  addClientStep2: { station: 'clients', path: 'clientManagment/addClient/step2' },
  addClientStep3: { station: 'clients', path: 'clientManagment/addClient/step3' },
  clientDetail: { station: 'clients', path: 'clientManagment/detail/$id' },
  screeningManagment: { station: 'screening', path: 'screeningManagment' },
  screeningDetail: { station: 'screening', path: 'screeningManagment/detail/$id' },
  screeningTest: { station: 'screening', path: 'screeningManagment/detail/$id/screeningTest' },
  helperManagment: { station: 'helper', path: 'helperManagment' },
  helperDetail: { station: 'helper', path: 'helperManagment/detail/$id' },
  eortcTest: { station: 'helper', path: 'helperManagment/detail/$id/EORTCtest' },
  riskTest: { station: 'helper', path: 'helperManagment/detail/$id/breastCancerRiskTest' },
  diseaseData: { station: 'helper', path: 'helperManagment/detail/$id/diseaseData' },
  diseaseDataUpdate: { station: 'helper', path: 'helperManagment/detail/$id/diseaseData/update' },
  homeVisitTest: { station: 'helper', path: 'helperManagment/detail/$id/homevisitTest' },
  consultationManagment: { station: 'consultation', path: 'consultationManagment' },
  consultationDetail: { station: 'consultation', path: 'consultationManagment/$id' },
  addConsult: { station: 'consultation', path: 'consultationManagment/$id/addConsult' },
  covered: { station: 'covered', path: 'covered' },
  coveredDetail: { station: 'covered', path: 'covered/detail/$id' },
  adminManagment: { station: 'admins', path: 'adminManagment' },
  addAdmin: { station: 'admins', path: 'adminManagment/addAdmin' },
  kioskDevices: { station: 'admins', path: 'adminManagment/kioskDevices' },
  syncCentre: { station: 'sync', path: 'sync' },
} as const satisfies Record<string, { station: Station; path: string }>;
export type Screen = keyof typeof screens;

export function areaMayOpen(area: Area, station: Station): boolean {
  return stationAreas[station].includes(area);
}

export function areaMayOpenScreen(area: Area, screen: Screen): boolean {
  return areaMayOpen(area, screens[screen].station);
}

/** Server side: may this role use this station's endpoints? Kiosk tokens are handled apart. */
export function roleMay(role: Role, station: Station): boolean {
  if (role === 'Kiosk') return false;
  return areaMayOpen(areaOfRole[role], station);
}

/** The side menu of an area, in the order of 000 §2.3. */
export const menuStations: readonly { station: Station; label: string; screen: Screen }[] = [
  { station: 'admins', label: 'مدیریت ادمین ها', screen: 'adminManagment' },
  { station: 'clients', label: 'ایستگاه پذیرش', screen: 'clientManagment' },
  { station: 'screening', label: 'ایستگاه غربالگری', screen: 'screeningManagment' },
  { station: 'helper', label: 'ایستگاه مددکاری', screen: 'helperManagment' },
  { station: 'covered', label: 'ایستگاه مرکز تحقیقات', screen: 'covered' },
  { station: 'consultation', label: 'ایستگاه مشاوره', screen: 'consultationManagment' },
];

export function menuOf(area: Area) {
  return menuStations.filter((entry) => areaMayOpen(area, entry.station));
}

/** The URL of a screen in an area, with its `$id` filled in. */
export function screenPath(area: Area, screen: Screen, id?: string | number): string {
  const path = screens[screen].path.replace('$id', String(id ?? ''));
  return `/v2/${area}/${path}`;
}
