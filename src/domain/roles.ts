// Roles, station areas and the role → area mapping (000 §3 Session, §6; api-v1.md "Auth and roles").

/** Role strings exactly as the server sends them; compared case-sensitively. */
export const staffRoles = ['SuperAdmin', 'Research', 'Reception', 'screening', 'helper', 'Consultation'] as const;
export type StaffRole = (typeof staffRoles)[number];
/** A device token for the public intake tablet. */
export type Role = StaffRole | 'Kiosk';

export const areas = ['reception', 'screening', 'helper', 'research', 'superAdmin', 'consultation'] as const;
export type Area = (typeof areas)[number];

export const areaOfRole: Record<StaffRole, Area> = {
  SuperAdmin: 'superAdmin',
  Research: 'research',
  Reception: 'reception',
  screening: 'screening',
  helper: 'helper',
  Consultation: 'consultation',
};

export const roleOfArea: Record<Area, StaffRole> = {
  superAdmin: 'SuperAdmin',
  research: 'Research',
  reception: 'Reception',
  screening: 'screening',
  helper: 'helper',
  consultation: 'Consultation',
};

export const roleLabels: Record<StaffRole, string> = {
  SuperAdmin: 'ادمین کل',
  Research: 'مرکز تحقیقات',
  Reception: 'پذیرش',
  screening: 'غربالگری',
  helper: 'مددکاری',
  Consultation: 'مشاوره',
};

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (staffRoles as readonly string[]).includes(value);
}

/** The area named in a URL, matched case-insensitively (the legacy links mix `Research` and `research`). */
export function parseArea(value: string): Area | undefined {
  const lower = value.toLowerCase();
  return areas.find((area) => area.toLowerCase() === lower);
}

/** Where a signed-in person lands (000 §2.1): the client list, or the consultation home. */
export function homePath(role: StaffRole): string {
  const area = areaOfRole[role];
  return area === 'consultation' ? '/v2/consultation' : `/v2/${area}/clientManagment`;
}
