// The breadcrumb of every area screen: each label once, the station's name first unless its first
// screen already says it (admin management read «مدیریت ادمین ها / مدیریت ادمین ها»).
import { describe, expect, test } from 'vitest';
import { areaMayOpenScreen, screens, type Screen } from '../../src/domain/permissions';
import { screenCrumbs } from '../../src/routes/-nav/screen-crumbs';
import { screenTitles } from '../../src/domain/stations';

const allScreens = Object.keys(screens) as Screen[];

describe('screen crumbs', () => {
  test('no screen names a level twice', () => {
    const repeated = allScreens.filter((screen) => areaMayOpenScreen('superAdmin', screen)).flatMap((screen) => {
      const labels = screenCrumbs('superAdmin', screen, 'c-1').map((crumb) => crumb.label);
      return new Set(labels).size === labels.length ? [] : [`${screen}: ${labels.join(' / ')}`];
    });
    expect(repeated).toEqual([]);
  });

  test('admin management: its title once, the levels under it after', () => {
    expect(screenCrumbs('superAdmin', 'adminManagment').map((crumb) => crumb.label)).toEqual([screenTitles.adminManagment]);
    expect(screenCrumbs('superAdmin', 'addAdmin').map((crumb) => crumb.label)).toEqual([screenTitles.adminManagment, screenTitles.addAdmin]);
  });

  test('a station named apart from its first screen keeps its name first', () => {
    expect(screenCrumbs('reception', 'addClient').map((crumb) => crumb.label)).toEqual(['ایستگاه پذیرش', screenTitles.clientManagment, screenTitles.addClient]);
  });
});
