// What the accessibility suites share: axe-core (pinned in package.json) run in the page as it
// stands, keeping the serious and critical violations and `region` (content outside every
// landmark); each station's account; the shell's theme switch.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { Area } from '../../src/domain/roles';
import { appText } from '../../src/domain/stations';
import { superAdminPassword } from '../server/harness';

// Evaluated over the DevTools protocol: the app's CSP (script-src 'self') refuses an inline <script>.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface Finding { rule: string; impact: string; targets: string[] }

export async function axeFindings(page: Page): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (c: Document, o: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
    // Colours are judged as a state shows them, not halfway between two: a change during the run
    // (the sync engine's busy button flipping) repaints at once instead of over a transition.
    const still = new CSSStyleSheet();
    still.replaceSync('*, *::before, *::after { transition: none !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, still];
    for (const running of document.getAnimations()) if (running instanceof CSSTransition) running.finish();
    const result = await axe.run(document, { resultTypes: ['violations'] })
      .finally(() => { document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== still); });
    return result.violations.map((v) => ({ rule: v.id, impact: v.impact, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical' || v.rule === 'region');
}

export const accounts: { area: Area; login: string; user: string; password: string }[] = [
  { area: 'superAdmin', login: '/login/admin', user: 'SuperAdmin', password: superAdminPassword },
  { area: 'reception', login: '/login/reception', user: 'reception', password: 'demo1234' },
  { area: 'screening', login: '/login/screening', user: 'screening', password: 'demo1234' },
  { area: 'helper', login: '/login/helper', user: 'helper', password: 'demo1234' },
  { area: 'research', login: '/login/Research', user: 'research', password: 'demo1234' },
  { area: 'consultation', login: '/login/consultation', user: 'consultation', password: 'demo1234' },
];

export async function setTheme(page: Page, mode: 'light' | 'dark') {
  const other = page.getByRole('button', { name: mode === 'dark' ? appText.darkTheme : appText.lightTheme });
  if (await other.count()) await other.click();
}

/** Until the page's transitions and finite animations have ended (a new theme's palette painted,
 *  a dialog faded in) and its images have loaded, at most 3 s. */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    await frame();
    await frame(); // a transition a click started is running by now
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    const loading = [...document.images].filter((image) => !image.complete);
    await Promise.race([
      Promise.all([
        ...finite.map((a) => a.finished.catch(() => undefined)),
        ...loading.map((image) => new Promise((resolve) => { image.addEventListener('load', resolve); image.addEventListener('error', resolve); })),
      ]),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]);
  });
}
