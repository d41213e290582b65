// Cold start: the installed app (service worker and precache in place), offline, CPU throttled
// 4× through CDP, a new browser process each time: time from navigation to the sign-in form usable (both fields and the submit
// button in the DOM, enabled, and a frame painted), read from the page's own clock. The static
// shell draws that form (a press there is kept for the app: features/auth/shell-sign-in.ts), so
// the note also gives when the app took the page over (the shell gone), the sign-in's own start.
// With a ClinicBrowsing the same cold start at https://clinic.lan runs in the same rounds.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { chromiumArgs, chromiumPath, waitForServiceWorker } from '../../tests/e2e/browser';
import type { ClinicBrowsing } from '../lib/clinic-https';
import { config } from '../lib/config';
import { judged, spreadOf, type Row } from '../lib/results';
import { round, summarize } from '../lib/stats';

declare global {
  interface Window {
    __signInUsableAt?: number;
    __appAt?: number;
  }
}

/** Runs in the page before its scripts: checks every frame and marks the first frame in which
 *  the sign-in form is usable. A string, not a function: tsx's transform would add helpers
 *  (__name) that do not exist in the page. */
const watchForSignInForm = `
  (() => {
    const check = () => {
      const form = document.querySelector('form');
      const inputs = form ? form.querySelectorAll('input:not([disabled])') : [];
      const submit = form && form.querySelector('button[type="submit"]:not([disabled])');
      if (window.__signInUsableAt === undefined && inputs.length >= 2 && submit) {
        performance.mark('sign-in-usable');
        window.__signInUsableAt = performance.now();
      }
      if (window.__signInUsableAt !== undefined && document.readyState !== 'loading' && !document.getElementById('shell')) {
        window.__appAt = performance.now();
        return;
      }
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  })();
`;

/** How the browser reaches the app: over https at clinic.lan it needs the tablet's HOME and flags. */
type Via = Pick<ClinicBrowsing, 'env' | 'args'>;
const plainVia: Via = { env: {}, args: [] };

async function openProfile(profileDir: string, via: Via): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profileDir, {
    executablePath: chromiumPath, headless: true, args: [...chromiumArgs, ...via.args], viewport: { width: 800, height: 1280 }, locale: 'fa-IR',
    env: { ...process.env, ...via.env } as Record<string, string>,
  });
}

/** One cold start: a new browser process on the installed profile, offline, CPU slowed `rate`×. */
async function coldLoad(profileDir: string, url: string, rate: number, via: Via): Promise<{ usable: number; app: number }> {
  const context = await openProfile(profileDir, via);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.addInitScript({ content: watchForSignInForm });
    await context.setOffline(true);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__appAt !== undefined, undefined, { timeout: 30_000 });
    return await page.evaluate(() => ({ usable: window.__signInUsableAt!, app: window.__appAt! }));
  } finally {
    await context.close();
  }
}

interface Series { usable: number[]; appAt: number[]; unthrottled: number[] }

/** Installs the app on a new profile (the first visit online registers the service worker, which
 *  precaches the app), and hands back one round of cold starts on it. */
async function installed(origin: string, via: Via): Promise<{ round(into: Series): Promise<void>; remove(): void }> {
  const profileDir = mkdtempSync(join(tmpdir(), 'bench-cold-'));
  const url = `${origin}/login/reception`;
  try {
    const context = await openProfile(profileDir, via);
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(url, { waitUntil: 'networkidle' });
    await waitForServiceWorker(page);
    await context.close();
  } catch (error) {
    rmSync(profileDir, { recursive: true, force: true });
    throw error;
  }
  return {
    async round(into) {
      const slowed = await coldLoad(profileDir, url, 4, via);
      into.usable.push(slowed.usable);
      into.appAt.push(slowed.app);
      into.unthrottled.push((await coldLoad(profileDir, url, 1, via)).usable);
    },
    remove: () => rmSync(profileDir, { recursive: true, force: true }),
  };
}

/** The http row, and with `secure` the same cold start at https://clinic.lan beside it: the rounds
 *  alternate between the two, so both see the same machine. */
export async function coldStartRows(origin: string, secure?: ClinicBrowsing): Promise<Row[]> {
  const plain: Series = { usable: [], appAt: [], unthrottled: [] };
  const tls: Series = { usable: [], appAt: [], unthrottled: [] };
  const plainApp = await installed(origin, plainVia);
  const tlsApp = secure ? await installed(secure.origin, secure).catch((error: unknown) => { plainApp.remove(); throw error; }) : undefined;
  try {
    for (let r = 0; r < config.coldStart.rounds; r++) {
      await plainApp.round(plain);
      await tlsApp?.round(tls);
    }
  } finally {
    plainApp.remove();
    tlsApp?.remove();
  }
  const http = coldRow('Cold start: installed, offline, CPU 4× slower → sign-in form usable', plain, (limit) => `the same cold start without CPU throttling: ${limit} ms`);
  if (!tlsApp) return [http];
  const httpMedian = summarize(plain.usable).median;
  const https = coldRow('Cold start over HTTPS (https://clinic.lan, clinic authority trusted): installed, offline, CPU 4× slower → sign-in form usable', tls,
    (limit) => `the same at http://127.0.0.1 in the same rounds: ${Math.round(httpMedian)} ms; over HTTPS without CPU throttling: ${limit} ms`);
  return [http, { ...https, ratio: round(summarize(tls.usable).median / httpMedian), note: `ratio: HTTPS ÷ HTTP (4×). ${https.note}` }];
}

function coldRow(measure: string, series: Series, comparison: (limitMs: number) => string): Row {
  const s = summarize(series.usable);
  const limit = summarize(series.unthrottled).median;
  return judged({
    measure, value: Math.round(s.median), unit: 'ms',
    spread: spreadOf(s, 'ms', 0), target: '≤ 1000 ms', comparison: comparison(Math.round(limit)),
    note: 'each load a new browser process on the installed profile; the page comes from the service worker\'s precache with the network cut (setOffline); '
      + `the static shell draws the form, and the app took it over (a press of «ورود» kept till then) at ${Math.round(summarize(series.appAt).median)} ms (median, 4×)`,
    ratio: round(s.median / limit),
  }, { on: s.median, target: 1000, direction: 'max' });
}
