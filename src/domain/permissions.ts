// THE permission table (design.md): which area opens which station, which role may call which
// station on the server. The route guards, the side menus and the server's role checks read it.
import { auditText } from './audit-text';
import { followUpText } from './follow-up-text';
import { reportsText } from './reports-text';
import { areaOfRole, type Area, type Role } from './roles';

/** A station: a group of screens and the endpoints behind them. */
export type Station = 'clients' | 'screening' | 'helper' | 'consultation' | 'covered' | 'admins' | 'sync' | 'followUp' | 'reports' | 'exports';

/** 000 §2.2, §2.3, §6 and 001 §6. */
export const stationAreas: Record<Station, readonly Area[]> = {
  clients: ['reception', 'screening', 'helper', 'research', 'superAdmin', 'consultation'],
  screening: ['screening', 'helper', 'research', 'superAdmin'],
  helper: ['helper', 'research', 'superAdmin'],
  consultation: ['consultation', 'research', 'superAdmin'],
  covered: ['research', 'superAdmin'],
  admins: ['superAdmin'],
  sync: ['reception', 'screening', 'helper', 'research', 'superAdmin', 'consultation'],
  // Issue 36 §6: the stations that may see a follow-up's cause (a screening sign, an examination).
  followUp: ['screening', 'helper', 'research', 'superAdmin'],
  // Issue 37 §1: the clinic's monthly counts, for the board and the research centre.
  reports: ['research', 'superAdmin'],
  // Issue 37 §4: whole lists and records leave the app as files for the research centre alone.
  exports: ['research', 'superAdmin'],
};

/** Every screen of both seeds and the station it belongs to (its route: routes/-nav/screen-routes.ts). */
export const screens = {
  clientManagment: { station: 'clients' },
  addClient: { station: 'clients' },
  addClientStep2: { station: 'clients' },
  addClientStep3: { station: 'clients' },
  clientDetail: { station: 'clients' },
  screeningManagment: { station: 'screening' },
  screeningDetail: { station: 'screening' },
  screeningTest: { station: 'screening' },
  helperManagment: { station: 'helper' },
  helperDetail: { station: 'helper' },
  eortcTest: { station: 'helper' },
  riskTest: { station: 'helper' },
  diseaseData: { station: 'helper' },
  diseaseDataUpdate: { station: 'helper' },
  homeVisitTest: { station: 'helper' },
  consultationManagment: { station: 'consultation' },
  consultationDetail: { station: 'consultation' },
  addConsult: { station: 'consultation' },
  covered: { station: 'covered' },
  coveredDetail: { station: 'covered' },
  adminManagment: { station: 'admins' },
  addAdmin: { station: 'admins' },
  kioskDevices: { station: 'admins' },
  smsTemplates: { station: 'admins' },
  syncCentre: { station: 'sync' },
  followUps: { station: 'followUp' },
  reports: { station: 'reports' },
  auditTrail: { station: 'admins' },
} as const satisfies Record<string, { station: Station }>;
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
  { station: 'followUp', label: followUpText.menu, screen: 'followUps' },
  { station: 'reports', label: reportsText.menu, screen: 'reports' },
  { station: 'admins', label: auditText.menu, screen: 'auditTrail' },
];

export function menuOf(area: Area) {
  return menuStations.filter((entry) => areaMayOpen(area, entry.station));
}
