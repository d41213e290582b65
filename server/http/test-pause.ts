// A test-only pause: with CLINIC_TEST_PAUSE=<point> the server stops at that point for ever,
// after saying so on stdout, so a test can kill -9 the process inside a crash window.
export async function testPause(point: string): Promise<void> {
  if (process.env.CLINIC_TEST_PAUSE !== point) return;
  process.stdout.write(`paused:${point}\n`);
  await new Promise<never>(() => {});
}
