// A browser on a Chromium profile kept on disk across launches: the suites that scan what Chromium
// wrote (profile-scan.ts) close it, scan, and come back on it as a restarted tablet does. Call it
// after the file's e2eForFile: the browser closes, and the profile goes, before the server does.
import { rmSync } from 'node:fs';
import { afterAll } from 'vitest';
import { launchBrowser, type LaunchOptions, type TestBrowser } from './browser';

export interface KeptProfile {
  /** The profile folder, once the first launch made it. */
  readonly dir: string | undefined;
  /** A browser on the kept profile: a new profile at the first launch, the same one after. */
  launch(): Promise<TestBrowser>;
}

/** `options`: each launch's other options, read at the launch (a HOME that trusts the clinic's
 *  authority exists only once the file's beforeAll made it). */
export function keptProfileForFile(options: () => LaunchOptions = () => ({})): KeptProfile {
  let dir: string | undefined;
  let browser: TestBrowser | undefined;
  afterAll(async () => {
    await browser?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  return {
    get dir() { return dir; },
    async launch() {
      browser = await launchBrowser({ ...options(), keepProfile: true, profileDir: dir });
      dir = browser.profileDir;
      return browser;
    },
  };
}
