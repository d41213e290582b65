// Suites that have a DOM: what a component test rendered is unmounted after each test, and
// waitFor / findBy wait up to 10 s, not testing-library's 1 s: CI runs two files at a time beside
// the server passes on 2 cores, where a render that takes 50 ms alone can take seconds. A wait that
// is met returns at once, so a passing test is no slower.
import { afterEach } from 'vitest';

if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 10_000 });
}

afterEach(async () => {
  if (typeof document === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
});
