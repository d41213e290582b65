// Lighthouse's CLI gets Chromium's flags as one string and splits it on spaces: the resolver rule
// that sends clinic.lan to loopback must reach Chromium whole, or the HTTPS rows measure nothing.
import { parseChromeFlags } from 'lighthouse/cli/run.js';
import { describe, expect, it } from 'vitest';
import { lighthouseChromeFlags } from '../lib/chrome-flags';
import { clinicLanOnLoopback } from '../../tests/e2e/trusted-ca';

describe('lighthouseChromeFlags', () => {
  it('brings the resolver rule through Lighthouse\'s own parsing as one flag, beside the others', () => {
    const flags = ['--headless=new', '--no-sandbox', '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup', clinicLanOnLoopback, '--user-data-dir=/tmp/p'];
    expect(parseChromeFlags(lighthouseChromeFlags(flags))).toEqual(flags);
  });

  it('leaves flags without a space as they are', () => {
    expect(lighthouseChromeFlags(['--no-sandbox', '--user-data-dir=/tmp/p'])).toBe('--no-sandbox --user-data-dir=/tmp/p');
  });
});
