// Chromium's flags as one --chrome-flags value for Lighthouse's CLI, which splits that value on
// spaces: a flag whose value has a space (the resolver rule `MAP clinic.lan 127.0.0.1`) would
// reach Chromium in pieces, and the name would be looked up in DNS instead of sent to loopback.

/** Quotes each value that holds a space; Lighthouse takes the quotes off again. */
export function lighthouseChromeFlags(flags: readonly string[]): string {
  return flags.map((flag) => flag.replace(/^(--[^=]+=)(.* .*)$/, '$1"$2"')).join(' ');
}
