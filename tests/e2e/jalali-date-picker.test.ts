// The Jalali calendar of the birth date, as a person meets it in real Chromium: the weekday
// headers are the Persian weekday letters (they read «ش ۱ ۲ ۳ ۴ ۵ ج», the first digit of «۱ش»),
// picking a year goes on to the months and then the days and fills nothing until a day is picked
// (a year alone once filled a whole date), and every button of the calendar is named in Persian
// (the month arrows and the view switch were named in English).
import type { Locator } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { clientFieldLabels as L, receptionText } from '../../src/domain/reception-text';
import { dateFieldText } from '../../src/domain/ui-text';
import type { TestServer } from '../server/harness';
import type { TestBrowser } from './browser';
import { e2eForFile } from './fixture';
import { signInAt } from './reception-helpers';

let server: TestServer;
let browser: TestBrowser;

e2eForFile({}, (e2e) => ({ server, browser } = e2e));

/** The accessible names of the calendar's buttons (arrows, view switch): Persian, no Latin letter. */
async function buttonNames(calendar: Locator): Promise<string[]> {
  return calendar.locator('button:visible').evaluateAll((buttons) => buttons
    .filter((button) => button.getAttribute('role') !== 'radio' && button.getAttribute('role') !== 'gridcell')
    .map((button) => button.getAttribute('aria-label') ?? button.getAttribute('title') ?? button.textContent ?? ''));
}

describe('the Jalali date picker', () => {
  test('Persian weekday letters, a year alone fills nothing, Persian button names', async () => {
    const { page } = browser;
    await signInAt(page, server.url, '/login/reception', 'reception', 'demo1234');
    await page.getByRole('link', { name: receptionText.addClient }).click();
    await page.waitForURL('**/clientManagment/addClient');
    const birthDay = page.getByLabel(new RegExp(`^${L.birthDay}[\\s*]*$`));
    await page.getByRole('button', { name: dateFieldText.openCalendar }).click();
    const calendar = page.locator('.MuiDateCalendar-root');

    // It opens on the years; its view switch is named in Persian.
    const year = calendar.getByRole('radio', { name: '۱۳۶۵', exact: true });
    await year.waitFor();
    const latin = /[A-Za-z]/;
    const atYears = await buttonNames(calendar);
    expect(atYears.length).toBeGreaterThan(0);
    for (const name of atYears) expect(name, `a calendar button named «${name}»`).not.toMatch(latin);

    await year.click();
    await calendar.getByRole('radio', { name: 'شهریور', exact: true }).waitFor(); // the months come next
    expect(await birthDay.inputValue()).toBe('');
    await calendar.getByRole('radio', { name: 'شهریور', exact: true }).click();
    await calendar.getByRole('gridcell', { name: '۱۵', exact: true }).waitFor(); // then the days
    expect(await birthDay.inputValue()).toBe('');

    const headers = await calendar.getByRole('columnheader').allInnerTexts();
    expect(headers.map((text) => text.trim())).toEqual(['ش', 'ی', 'د', 'س', 'چ', 'پ', 'ج']);
    const weekdayNames = await calendar.getByRole('columnheader').evaluateAll((cells) => cells.map((cell) => cell.getAttribute('aria-label') ?? ''));
    expect(weekdayNames[0]).toBe('شنبه'); // what a screen reader says for each letter
    for (const name of weekdayNames) expect(name).not.toMatch(latin);
    const atDays = await buttonNames(calendar);
    expect(atDays.length).toBeGreaterThanOrEqual(3); // the view switch and both month arrows
    for (const name of atDays) expect(name, `a calendar button named «${name}»`).not.toMatch(latin);
    expect(atDays).toEqual(expect.arrayContaining([dateFieldText.previousMonth, dateFieldText.nextMonth]));

    await calendar.getByRole('gridcell', { name: '۱۵', exact: true }).click();
    await page.waitForFunction((label) => [...document.querySelectorAll('input')].some((input) => input.value === label), '۱۳۶۵/۰۶/۱۵');
    expect(await birthDay.inputValue()).toBe('۱۳۶۵/۰۶/۱۵');
    await calendar.waitFor({ state: 'detached' }); // the day ends the pick

    // Opened again, it stands on the picked day's month.
    await page.getByRole('button', { name: dateFieldText.openCalendar }).click();
    expect(await calendar.getByRole('gridcell', { name: '۱۵', exact: true }).getAttribute('aria-selected')).toBe('true');
    expect(browser.pageErrors).toEqual([]);
  });
});
