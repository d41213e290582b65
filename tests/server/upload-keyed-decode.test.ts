// A keyed upload decodes its image outside any transaction: on PGlite (one connection for the
// whole server) the key's transaction held it while sharp worked, and every other person's read
// waited (3.2 s behind one 49 MP image). Here the upload stops where the image is decoded
// (CLINIC_TEST_PAUSE=image-decoding) and another user's read and write must be answered
// meanwhile. The stopped process is then killed; the upload sent again to a new one is stored once.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { prepareTestDatabase } from './harness';
import { call } from './http';
import { clientBody } from './fixtures';
import { form, realJpeg } from './images';
import { childServerEach } from './child-server-each';
import { startChildServer } from './server-child-process';
import { within } from './within';

const scene = childServerEach();

async function signIn(apiUrl: string, userName: string) {
  return (await call<{ token: string }>(apiUrl, 'POST', 'Account/login', { body: { userName, password: 'demo1234' } })).body.result.token;
}

describe('a keyed upload while its image is decoded', () => {
  it('holds no transaction: another person reads and writes meanwhile; the replay stores one document', async () => {
    scene.database = await prepareTestDatabase();
    scene.running = await startChildServer(scene.database, { CLINIC_TEST_PAUSE: 'image-decoding' });
    const reception = await signIn(scene.running.apiUrl, 'reception');
    const screening = await signIn(scene.running.apiUrl, 'screening');
    const clientId = (await call<{ id: number }>(scene.running.apiUrl, 'POST', 'Client', { token: reception, body: clientBody() })).body.result.id;
    const photo = await realJpeg(800, 600);
    const localId = randomUUID();
    const send = (key: string) => call<{ id: number }>(scene.running!.apiUrl, 'POST', `Client/upload/${clientId}/3`, { token: reception, raw: form(photo, 'card.jpg', 'image/jpeg', localId), headers: { 'idempotency-key': key } });
    void send(randomUUID()).catch(() => undefined);
    await scene.running.printed('paused:image-decoding');
    // Another station, meanwhile: a list read and a new client, each answered at once.
    const read = await within(10, call(scene.running.apiUrl, 'GET', 'client/6/1', { token: screening }));
    expect(read.status).toBe(200);
    const write = await within(10, call(scene.running.apiUrl, 'POST', 'Client', { token: screening, body: clientBody() }));
    expect(write.status).toBe(201);
    // The stopped upload never finishes; sent again (its key is held as at work for a while), the
    // same photo under the same local id is stored, and a second sending answers the same row.
    await scene.running.kill9();
    scene.running = await startChildServer(scene.database);
    const replay = await within(20, send(randomUUID()));
    expect(replay.status).toBe(201);
    const again = await send(randomUUID());
    expect(again.body.result.id).toBe(replay.body.result.id);
    const listed = await call<unknown[]>(scene.running.apiUrl, 'GET', `client/documentlist/${clientId}`, { token: reception });
    expect(listed.body.result).toHaveLength(1);
  });
});
