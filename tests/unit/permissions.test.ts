// THE permission table against the seeds, written out independently here: every area × screen
// (000 §2.2, 001 §2/§6), every role × station on the server (api-v1.md "Station access", 000 §6),
// and the side menus of 000 §2.3 in their order.
import { describe, expect, test } from 'vitest';
import { areaMayOpenScreen, menuOf, roleMay, screens, type Screen, type Station } from '../../src/domain/permissions';
import { screenPath } from '../../src/routes/-nav/screen-routes';
import { areas, homePath, parseArea, staffRoles, type Area } from '../../src/domain/roles';

const all: Area[] = ['reception', 'screening', 'helper', 'research', 'superAdmin', 'consultation'];
const screeningAreas: Area[] = ['screening', 'helper', 'research', 'superAdmin'];
const helperAreas: Area[] = ['helper', 'research', 'superAdmin'];
const consultationAreas: Area[] = ['consultation', 'research', 'superAdmin'];
const coveredAreas: Area[] = ['research', 'superAdmin'];

const expectedAreas: Record<Screen, Area[]> = {
  clientManagment: all,
  addClient: all,
  addClientStep2: all,
  addClientStep3: all,
  clientDetail: all,
  screeningManagment: screeningAreas,
  screeningDetail: screeningAreas,
  screeningTest: screeningAreas,
  helperManagment: helperAreas,
  helperDetail: helperAreas,
  eortcTest: helperAreas,
  riskTest: helperAreas,
  diseaseData: helperAreas,
  diseaseDataUpdate: helperAreas,
  homeVisitTest: helperAreas,
  consultationManagment: consultationAreas,
  consultationDetail: consultationAreas,
  addConsult: consultationAreas,
  covered: coveredAreas,
  coveredDetail: coveredAreas,
  adminManagment: ['superAdmin'],
  addAdmin: ['superAdmin'],
  kioskDevices: ['superAdmin'],
  smsTemplates: ['superAdmin'],
  syncCentre: all,
  // Issue 36 §6: the stations that may see a follow-up's cause.
  followUps: screeningAreas,
  // Issue 37 §1: the monthly counts, for the board and the research centre.
  reports: coveredAreas,
  // Issue 37 §5: who saw what, SuperAdmin's alone.
  auditTrail: ['superAdmin'],
};

describe('which area opens which screen', () => {
  const cases = (Object.keys(expectedAreas) as Screen[]).flatMap((screen) => areas.map((area) => [screen, area] as const));
  test.each(cases)('%s in %s', (screen, area) => {
    expect(areaMayOpenScreen(area, screen)).toBe(expectedAreas[screen].includes(area));
  });

  test('every screen of the table is covered', () => {
    expect(Object.keys(screens).sort()).toEqual(Object.keys(expectedAreas).sort());
  });
});

describe('which role may use which station on the server', () => {
  const expected: Record<Station, string[]> = {
    clients: [...staffRoles],
    screening: ['screening', 'helper', 'Research', 'SuperAdmin'],
    helper: ['helper', 'Research', 'SuperAdmin'],
    consultation: ['Consultation', 'Research', 'SuperAdmin'],
    covered: ['Research', 'SuperAdmin'],
    admins: ['SuperAdmin'],
    sync: [...staffRoles],
    followUp: ['screening', 'helper', 'Research', 'SuperAdmin'],
    reports: ['Research', 'SuperAdmin'],
    exports: ['Research', 'SuperAdmin'],
  };
  const cases = (Object.keys(expected) as Station[]).flatMap((station) => staffRoles.map((role) => [station, role] as const));
  test.each(cases)('%s by %s', (station, role) => {
    expect(roleMay(role, station)).toBe(expected[station].includes(role));
  });

  test('a kiosk token uses no staff station', () => {
    for (const station of Object.keys(expected) as Station[]) expect(roleMay('Kiosk', station)).toBe(false);
  });

  test('roles are compared case-sensitively', () => {
    expect(staffRoles).toContain('screening');
    expect(staffRoles).not.toContain('Screening');
    expect(staffRoles).not.toContain('Helper');
  });
});

describe('the side menus of 000 §2.3', () => {
  const menus: Record<Area, Screen[]> = {
    superAdmin: ['adminManagment', 'clientManagment', 'screeningManagment', 'helperManagment', 'covered', 'consultationManagment', 'followUps', 'reports', 'auditTrail'],
    research: ['clientManagment', 'screeningManagment', 'helperManagment', 'covered', 'consultationManagment', 'followUps', 'reports'],
    screening: ['clientManagment', 'screeningManagment', 'followUps'],
    consultation: ['clientManagment', 'consultationManagment'],
    helper: ['clientManagment', 'screeningManagment', 'helperManagment', 'followUps'],
    reception: ['clientManagment'],
  };
  test.each(areas)('%s', (area) => {
    expect(menuOf(area).map((entry) => entry.screen)).toEqual(menus[area]);
  });
});

describe('paths', () => {
  test('homes after login (000 §2.1)', () => {
    expect(homePath('Reception')).toBe('/v2/reception/clientManagment');
    expect(homePath('SuperAdmin')).toBe('/v2/superAdmin/clientManagment');
    expect(homePath('Research')).toBe('/v2/research/clientManagment');
    expect(homePath('Consultation')).toBe('/v2/consultation');
  });

  test('the research step-3 link is the corrected one', () => {
    expect(screenPath('research', 'addClientStep3')).toBe('/v2/research/clientManagment/addClient/step3');
  });

  test('areas in URLs are matched case-insensitively', () => {
    expect(parseArea('Research')).toBe('research');
    expect(parseArea('superadmin')).toBe('superAdmin');
    expect(parseArea('kitchen')).toBeUndefined();
  });
});
