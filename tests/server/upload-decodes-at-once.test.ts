// The pixels of images decoded at once are bounded: each decode holds up to MAX_UPLOAD_PIXELS × 4
// bytes, and uploads sent together were decoded together (three at once took the server to
// 1.6 GB). Now at most two are decoded at once, the rest wait their turn. Here every decode stops
// where it starts (CLINIC_TEST_PAUSE=image-decoding): of three uploads, two are decoding and one
// waits, as /metrics says.
import { afterEach, describe, expect, it } from 'vitest';
import { prepareTestDatabase, type TestDatabase } from './harness';
import { call } from './http';
import { clientBody } from './fixtures';
import { form, realJpeg } from './images';
import { startChildServer, type ChildServer } from './server-child-process';

let database: TestDatabase | undefined;
let running: ChildServer | undefined;
afterEach(async () => {
  await running?.kill9();
  running = undefined;
  await database?.drop();
  database = undefined;
});

const gauge = (text: string, name: string) => Number(new RegExp(`^${name} (\\d+)$`, 'm').exec(text)?.[1]);

describe('uploads sent at once', () => {
  it('are decoded two at a time; the third waits for a slot', async () => {
    database = await prepareTestDatabase();
    running = await startChildServer(database, { CLINIC_TEST_PAUSE: 'image-decoding' });
    const token = (await call<{ token: string }>(running.apiUrl, 'POST', 'Account/login', { body: { userName: 'reception', password: 'demo1234' } })).body.result.token;
    const clientId = (await call<{ id: number }>(running.apiUrl, 'POST', 'Client', { token, body: clientBody() })).body.result.id;
    const photo = await realJpeg(800, 600);
    for (let i = 0; i < 3; i += 1) {
      void call(running.apiUrl, 'POST', `Client/upload/${clientId}/3`, { token, raw: form(photo, 'card.jpg', 'image/jpeg') }).catch(() => undefined);
    }
    await running.printed('paused:image-decoding');
    const decodes = async () => {
      const text = await (await fetch(`${running!.url}/metrics`)).text();
      return { running: gauge(text, 'image_decodes_running'), waiting: gauge(text, 'image_decodes_waiting') };
    };
    await expect.poll(decodes).toEqual({ running: 2, waiting: 1 });
  });
});
