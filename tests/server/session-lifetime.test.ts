// A staff sign-in has an absolute lifetime (12 hours by default): its token is refused after it
// however often it is used, so a token copied off a tablet does not call the API for the rest of
// its TTL. The session's age is read on a clock the test moves; the server is real, over HTTP.
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { messages } from '../../src/domain/messages';
import { serverWithTokens } from './fixtures';
import { call } from './http';
import { manualClock } from './manual-clock';
import { list } from './revocation-cases';

const clock = manualClock();
const s = serverWithTokens({ sessionClock: clock });
const minutes = 60_000;
const twelveHours = 12 * 60 * minutes;

it('a token used every five minutes is refused once twelve hours have passed since its sign-in', async () => {
  const signedInAt = clock.now();
  const token = s.tokens.Reception;
  let used = 0;
  while (clock.now() - signedInAt + 5 * minutes < twelveHours) {
    clock.advance(5 * minutes);
    expect((await list(s.server.apiUrl, token)).status).toBe(200);
    used += 1;
  }
  expect(used).toBeGreaterThan(140);
  clock.advance(twelveHours - (clock.now() - signedInAt));
  const refused = await list(s.server.apiUrl, token);
  expect(refused.status).toBe(401);
  expect(refused.body.message).toBe(messages.unauthorized);
  // Every other route refuses it too, and a fresh sign-in gets a new session at once.
  expect((await call(s.server.apiUrl, 'GET', `Device/key/${randomUUID()}`, { token })).status).toBe(401);
  const fresh = await s.server.login('reception', 'demo1234');
  expect((await list(s.server.apiUrl, fresh)).status).toBe(200);
});

it('tells the tablet the session\'s end at the sign-in, whatever the token TTL', async () => {
  const answer = await call<{ expiresIn: number }>(s.server.apiUrl, 'POST', 'Account/login', { body: { userName: 'helper', password: 'demo1234' } });
  expect(answer.body.result.expiresIn).toBe(12 * 3600);
});

it('a kiosk\'s device token is not a staff session: it still works past twelve hours', async () => {
  clock.advance(13 * 60 * minutes);
  const token = s.tokens.Kiosk;
  const deviceId = (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { jti: string }).jti;
  // Its own device's key: none offered yet, so 404 — past the token check.
  expect((await call(s.server.apiUrl, 'GET', `Device/key/${deviceId}`, { token })).status).toBe(404);
});
