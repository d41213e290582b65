// The cells every export shares: a day in both calendars, a yes/no, a coded value's label, and
// the client's columns (issue 37 §4: coded values as their Persian labels, dates Jalali and Gregorian).
import { educationLabels, genderLabels, housingLabels, maritalStatusLabels } from '../../src/domain/codes';
import type { CsvValue } from '../../src/domain/csv';
import { exportColumns as col, exportValues } from '../../src/domain/export-text';
import { formatJalali } from '../../src/domain/jalali';

/** A Gregorian `YYYY-MM-DD` as [Jalali, Gregorian]; two blanks when there is none. */
export const bothDates = (day: unknown): [string, string] =>
  typeof day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day) ? [formatJalali(day), day] : ['', ''];

export const yesNo = (value: unknown): string => (value === true ? exportValues.yes : value === false ? exportValues.no : '');

/** A code's Persian label; the code itself when no label names it (never a blank for a value). */
export const labelOf = (labels: Record<number, string>, value: unknown): CsvValue =>
  typeof value === 'number' ? (labels[value] ?? value) : '';

const text = (value: unknown): CsvValue => (typeof value === 'string' || typeof value === 'number' ? value : '');

/** Who the row is about: the columns that start every record export. */
export const personHeader = [col.clientId, col.firstName, col.lastName, col.nationalCode];
export const personCells = (clientId: number, client: Record<string, unknown>): CsvValue[] =>
  [clientId, text(client.firstName), text(client.lastName), text(client.nationalCode)];

/** Every field of a client (000 §3), for the list exports. */
export const clientHeader = [
  col.clientId, col.firstName, col.lastName, col.fatherName, col.nationalCode, col.nationality,
  col.birthDayJalali, col.birthDayGregorian, col.gender, col.education, col.maritalStatus, col.numberOfChildren,
  col.housing, col.phoneNumber, col.address, col.covered, col.screening, col.personnel, col.isNew,
  col.registeredJalali, col.registeredGregorian,
];
export const clientCells = (id: number, c: Record<string, unknown>, registeredDay: string): CsvValue[] => [
  id, text(c.firstName), text(c.lastName), text(c.fatherName), text(c.nationalCode), text(c.nationality),
  ...bothDates(c.birthDay), labelOf(genderLabels, c.gender), labelOf(educationLabels, c.education),
  labelOf(maritalStatusLabels, c.maritalStatus), text(c.numberOfChildren), labelOf(housingLabels, c.housing),
  text(c.phoneNumber), text(c.address), yesNo(c.isCoveredPatient), yesNo(c.isScreening), yesNo(c.isPersonnel), yesNo(c.isNew),
  ...bothDates(registeredDay),
];
