// A patient's age in whole years on a given day, from the Gregorian birth date the server keeps.
// Counted on the Gregorian calendar: a birthday passes on the same day in either calendar.

/** Whole years from `birthDay` (`YYYY-MM-DD`) to `today`; undefined when not a date or in the future. */
export function ageOn(birthDay: string, today: Date): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(birthDay);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  let age = today.getFullYear() - year;
  const beforeBirthday = today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day);
  if (beforeBirthday) age -= 1;
  return age >= 0 ? age : undefined;
}
