// A locked tablet's queue delivered with a per-author, per-tablet credential: the entries sealed
// for the server's public key (db/crypto/delivery-seal.ts, the tablet's own code, on Node's
// WebCrypto), opened and applied by the server as the author's calls; the credential delivers
// that author's entries from that tablet and reads nothing; a tablet marked lost is refused at once.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sealForServer } from '../../src/db/crypto/delivery-seal';
import type { DeliveryKey, DeliveryOutcome, SealedHeader } from '../../src/domain/delivery';
import { deliveryText } from '../../src/domain/delivery-text';
import { call } from './http';
import { clientBody, serverWithTokens } from './fixtures';
import { onePixelPng } from './images';

const s = serverWithTokens();

const userIdOf = (token: string) => Number((JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub);
const serverKey = async () => (await call<DeliveryKey>(s.server.apiUrl, 'GET', 'Sync/deliveryKey')).body.result;

async function credentialFor(token: string, deviceId: string): Promise<string> {
  const answer = await call<{ credential: string }>(s.server.apiUrl, 'POST', 'Sync/deliveryCredential', { token, body: { deviceId } });
  expect(answer.status).toBe(200);
  return answer.body.result.credential;
}

async function deliver(credential: string, sealed: Uint8Array) {
  const answer = await fetch(`${s.server.apiUrl}Sync/deliver`, {
    method: 'POST', headers: { authorization: `Delivery ${credential}`, 'content-type': 'application/octet-stream' }, body: new Uint8Array(sealed),
  });
  const text = await answer.text();
  return { status: answer.status, text, body: JSON.parse(text) as { message: string; result: DeliveryOutcome } };
}

/** A tablet: its id, its author's token and credential, and entries sealed as it seals them. */
async function tablet(token = s.tokens.Reception) {
  const deviceId = randomUUID();
  const credential = await credentialFor(token, deviceId);
  const key = await serverKey();
  const userId = userIdOf(token);
  const seal = (header: Partial<SealedHeader> & Pick<SealedHeader, 'method' | 'path'>, file?: ArrayBuffer) =>
    sealForServer(key, { entryId: randomUUID(), userId, deviceId, ...header }, file);
  return { deviceId, credential, userId, seal };
}

const clientRows = (localId: string) => s.server.sql.rows<{ id: number }>(sql`SELECT id FROM clients WHERE local_id = ${localId}`);

describe('delivery of a locked tablet\'s queue', () => {
  it('applies a client, its photo and its submit as the author\'s calls, answering ids only, and the author\'s own replay later answers from the same keys', async () => {
    const t = await tablet();
    const body = clientBody();
    const entryId = randomUUID();
    const created = await deliver(t.credential, await t.seal({ entryId, method: 'post', path: 'Client', json: body }));
    expect(created.status).toBe(200);
    expect(created.body.result.status).toBe(201);
    const [row] = await clientRows(body.localId);
    expect(created.body.result.id).toBe(row!.id);
    // Ids, a version, a status: none of the patient's fields comes back.
    for (const value of [body.firstName, body.lastName, body.nationalCode, body.phoneNumber]) expect(created.text).not.toContain(value);

    const photoLocalId = randomUUID();
    const photo = await deliver(t.credential, await t.seal({
      method: 'post', path: 'Client/upload/{clientId}/1', clientLocalId: body.localId,
      file: { mime: 'image/png', name: `${photoLocalId}.png`, fields: { localId: photoLocalId } },
    }, new Uint8Array(onePixelPng).buffer));
    expect(photo.body.result.status).toBe(201);
    const docs = await s.server.sql.rows<{ client_id: number }>(sql`SELECT client_id FROM records WHERE local_id = ${photoLocalId}`);
    expect(docs.map((d) => d.client_id)).toEqual([row!.id]);

    const submitted = await deliver(t.credential, await t.seal({ method: 'post', path: 'Client/submit', clientLocalId: body.localId, json: { id: '{clientId}' } }));
    expect(submitted.body.result.status).toBe(200);

    // The author signs in again: their replay sends the same call with the same key and gets the kept answer.
    const replayed = await call<{ id: number }>(s.server.apiUrl, 'POST', 'Client', { token: s.tokens.Reception, body, headers: { 'idempotency-key': entryId } });
    expect(replayed.status).toBe(201);
    expect(replayed.body.result.id).toBe(row!.id);
    expect(await clientRows(body.localId)).toHaveLength(1);
  });

  it('answers a replayed delivery from its key: one client, the same id', async () => {
    const t = await tablet();
    const body = clientBody();
    const sealed = await t.seal({ method: 'post', path: 'Client', json: body });
    const first = await deliver(t.credential, sealed);
    const again = await deliver(t.credential, sealed);
    expect([first.body.result.status, again.body.result.status]).toEqual([201, 201]);
    expect(again.body.result.id).toBe(first.body.result.id);
    expect(await clientRows(body.localId)).toHaveLength(1);
  });

  it('answers 424 to a child whose client is not on the server yet, and applies it once the client is', async () => {
    const t = await tablet();
    const body = clientBody();
    const child = await t.seal({ method: 'post', path: 'Client/submit', clientLocalId: body.localId, json: { id: '{clientId}' } });
    expect((await deliver(t.credential, child)).body.result.status).toBe(424);
    await deliver(t.credential, await t.seal({ method: 'post', path: 'Client', json: body }));
    expect((await deliver(t.credential, child)).body.result.status).toBe(200);
  });

  it('reads nothing with a credential: no call but a delivery takes it, and no sealed read or non-queue write is run', async () => {
    const t = await tablet();
    for (const authorization of [`Bearer ${t.credential}`, `Delivery ${t.credential}`]) {
      const read = await fetch(`${s.server.apiUrl}client/6/1`, { headers: { authorization } });
      expect(read.status, authorization).toBe(401);
    }
    const password = await deliver(t.credential, await t.seal({ method: 'put', path: 'Account/password', json: { oldPassword: 'demo1234', newPassword: 'x1234567' } }));
    expect(password.status).toBe(403);
    expect(password.body.message).toBe(deliveryText.notDeliverable);
    const credential = await deliver(t.credential, await t.seal({ method: 'post', path: 'Sync/deliveryCredential', json: { deviceId: t.deviceId } }));
    expect(credential.status).toBe(403);
  });

  it('refuses another author\'s entry, another tablet\'s, bytes not sealed for this server, and an unknown credential, creating nothing', async () => {
    const t = await tablet();
    const other = await tablet(s.tokens.Consultation);
    const key = await serverKey();
    const body = clientBody();
    const asOther = await sealForServer(key, { entryId: randomUUID(), userId: other.userId, deviceId: t.deviceId, method: 'post', path: 'Client', json: body });
    expect((await deliver(t.credential, asOther)).status).toBe(403);
    const otherTablet = await sealForServer(key, { entryId: randomUUID(), userId: t.userId, deviceId: other.deviceId, method: 'post', path: 'Client', json: body });
    expect((await deliver(t.credential, otherTablet)).status).toBe(403);
    const sealed = await t.seal({ method: 'post', path: 'Client', json: body });
    const altered = new Uint8Array(sealed);
    altered[altered.length - 1]! ^= 1;
    expect((await deliver(t.credential, altered)).status).toBe(400);
    const [id] = t.credential.split('.');
    const forged = await deliver(`${id}.${'A'.repeat(43)}`, sealed);
    expect(forged.status).toBe(401);
    expect(forged.body.message).toBe(deliveryText.credentialInvalid);
    expect(await clientRows(body.localId)).toHaveLength(0);
  });

  it('ends a lost tablet\'s credentials, sessions and kiosk token at once, and no other tablet\'s', async () => {
    const session = await s.server.login('reception', 'demo1234');
    const t = await tablet(session);
    const elsewhere = await tablet(await s.server.login('reception', 'demo1234'));
    const sealed = await t.seal({ method: 'post', path: 'Client', json: clientBody() });
    const kiosk = (await call<{ token: string }>(s.server.apiUrl, 'POST', 'Account/kiosk', { token: s.tokens.Reception, body: { deviceName: 'کیوسک' } })).body.result.token;
    const kioskDevice = (JSON.parse(Buffer.from(kiosk.split('.')[1]!, 'base64url').toString()) as { jti: string }).jti;

    const listed = async () => (await call<{ id: string; users: string[] }[]>(s.server.apiUrl, 'GET', 'Account/device', { token: s.tokens.SuperAdmin })).body.result.map((tablet) => tablet.id);
    expect(await listed()).toEqual(expect.arrayContaining([t.deviceId, elsewhere.deviceId]));
    const refusedByOthers = await call(s.server.apiUrl, 'POST', `Account/device/${t.deviceId}/lost`, { token: s.tokens.Reception });
    expect(refusedByOthers.status).toBe(403);
    const lost = await call(s.server.apiUrl, 'POST', `Account/device/${t.deviceId}/lost`, { token: s.tokens.SuperAdmin });
    expect(lost.status).toBe(200);
    expect(lost.body.message).toBe(deliveryText.markedLost);
    expect((await deliver(t.credential, sealed)).status).toBe(401);
    expect(await listed()).not.toContain(t.deviceId);
    expect((await call(s.server.apiUrl, 'GET', 'client/6/1', { token: session })).status).toBe(401);
    expect((await deliver(elsewhere.credential, await elsewhere.seal({ method: 'post', path: 'Client', json: clientBody() }))).body.result.status).toBe(201);

    expect((await call(s.server.apiUrl, 'POST', `Account/device/${kioskDevice}/lost`, { token: s.tokens.SuperAdmin })).status).toBe(200);
    expect((await call(s.server.apiUrl, 'GET', 'client/6/1', { token: kiosk })).status).toBe(401);
    expect((await call(s.server.apiUrl, 'POST', `Account/device/${randomUUID()}/lost`, { token: s.tokens.SuperAdmin })).status).toBe(404);
  });

  // Last in the file: it ends the helper's sessions, the shared token's among them.
  it('ends a person\'s credentials with a new password: all of them on a reset, all but the tablet they changed it on on their own change', async () => {
    const onA = await tablet(await s.server.login('helper', 'demo1234'));
    const changedOn = await s.server.login('helper', 'demo1234');
    const onB = await tablet(changedOn);
    const delivers = async (t: Awaited<ReturnType<typeof tablet>>) => (await deliver(t.credential, await t.seal({ method: 'post', path: 'Client', json: clientBody() }))).status;

    const own = await call(s.server.apiUrl, 'PUT', 'Account/password', { token: changedOn, body: { currentPassword: 'demo1234', newPassword: 'demo5678' } });
    expect(own.status).toBe(200);
    expect(await delivers(onA)).toBe(401);
    expect(await delivers(onB)).toBe(200);

    const helperId = userIdOf(changedOn);
    const reset = await call(s.server.apiUrl, 'PUT', `Account/${helperId}/password`, { token: s.tokens.SuperAdmin, body: { password: 'demo1234', rePassword: 'demo1234' } });
    expect(reset.status).toBe(200);
    expect(await delivers(onB)).toBe(401);
  });
});
