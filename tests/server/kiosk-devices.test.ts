// Kiosk devices: SuperAdmin lists and revokes them; a kiosk reaches only the
// clients it created or found by national code, within an upload quota, and sets no staff flags.
import { describe, expect, it } from 'vitest';
import { kioskDevicesText } from '../../src/domain/kiosk-devices-text';
import { messages } from '../../src/domain/messages';
import { call } from './http';
import { clientBody, createClient, serverWithTokens } from './fixtures';
import { form, onePixelPng } from './images';

interface Device { id: string; deviceName: string; createdAt: string; lastSeenAt: string | null; issuedBy: string | null }

const s = serverWithTokens({ kioskUploadsPerClient: 3 });

const newKiosk = async (deviceName: string) =>
  (await call<{ token: string }>(s.server.apiUrl, 'POST', 'Account/kiosk', { token: s.tokens.Reception, body: { deviceName } })).body.result.token;
const devices = async () => (await call<Device[]>(s.server.apiUrl, 'GET', 'Account/kiosk', { token: s.tokens.SuperAdmin })).body.result;
const upload = (token: string, clientId: number) =>
  fetch(`${s.server.apiUrl}Client/upload/${clientId}/1`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form(onePixelPng, 'a.png', 'image/png') });
const kioskCreate = async (token: string, overrides: Record<string, unknown> = {}) =>
  (await call<{ id: number }>(s.server.apiUrl, 'POST', 'Client', { token, body: clientBody(overrides) })).body.result.id;

describe('kiosk devices', () => {
  it('are listed for SuperAdmin alone, with name, creation, issuer and last use', async () => {
    const token = await newKiosk('کیوسک سالن انتظار');
    const listed = (await devices()).find((d) => d.deviceName === 'کیوسک سالن انتظار');
    expect(listed).toMatchObject({ issuedBy: 'reception', lastSeenAt: null });
    expect(Date.now() - Date.parse(listed!.createdAt)).toBeLessThan(60_000);
    expect((await call(s.server.apiUrl, 'GET', 'Account/kiosk', { token: s.tokens.Reception })).status).toBe(403);
    expect((await call(s.server.apiUrl, 'GET', 'Account/kiosk', { token })).status).toBe(403);
    await kioskCreate(token);
    const seen = (await devices()).find((d) => d.id === listed!.id);
    expect(seen!.lastSeenAt).not.toBeNull();
  });

  it('once revoked, answers 401 from the next request and leaves the list', async () => {
    const token = await newKiosk('کیوسک طبقه دوم');
    const clientId = await kioskCreate(token);
    const { id } = (await devices()).find((d) => d.deviceName === 'کیوسک طبقه دوم')!;
    const revoked = await call(s.server.apiUrl, 'DELETE', `Account/kiosk/${id}`, { token: s.tokens.SuperAdmin });
    expect(revoked.status).toBe(200);
    expect(revoked.body.message).toBe(kioskDevicesText.revoked);
    expect((await upload(token, clientId)).status).toBe(401);
    expect((await call(s.server.apiUrl, 'POST', 'Client', { token, body: clientBody() })).status).toBe(401);
    expect((await devices()).map((d) => d.id)).not.toContain(id);
    expect((await call(s.server.apiUrl, 'DELETE', `Account/kiosk/${id}`, { token: s.tokens.SuperAdmin })).status).toBe(404);
    expect((await call(s.server.apiUrl, 'DELETE', `Account/kiosk/${id}`, { token: s.tokens.Reception })).status).toBe(403);
  });

  it('reaches only the clients it created or found by national code', async () => {
    const kiosk = await newKiosk('کیوسک الف');
    const other = await newKiosk('کیوسک ب');
    const staffBody = clientBody();
    const staffClient = (await call<{ id: number }>(s.server.apiUrl, 'POST', 'Client', { token: s.tokens.Reception, body: staffBody })).body.result.id;
    const own = await kioskCreate(kiosk);
    // Any id it did not make or look up does not exist for it; the staff's client is unchanged.
    expect((await upload(kiosk, staffClient)).status).toBe(404);
    expect((await call(s.server.apiUrl, 'POST', 'Client/submit', { token: kiosk, body: { id: staffClient } })).status).toBe(404);
    expect((await upload(other, own)).status).toBe(404);
    expect((await call(s.server.apiUrl, 'POST', 'Client/submit', { token: other, body: { id: own } })).status).toBe(404);
    // Its own: upload and submit.
    expect((await upload(kiosk, own)).status).toBe(201);
    expect((await call(s.server.apiUrl, 'POST', 'Client/submit', { token: kiosk, body: { id: own } })).status).toBe(200);
    expect((await call<{ submitted: boolean; version: number }>(s.server.apiUrl, 'GET', `Client/${own}`, { token: s.tokens.Reception })).body.result).toMatchObject({ submitted: true, version: 2 });
    // Found by national code (the intake's "already registered" path): documents yes, and the
    // final submit finalizes a registration not yet finalized, once: submitting it again changes
    // nothing, so staff edits do not turn into conflicts.
    expect((await call(s.server.apiUrl, 'POST', 'Client/search', { token: kiosk, body: { nationalCode: staffBody.nationalCode } })).body.result).toEqual({ id: staffClient });
    expect((await upload(kiosk, staffClient)).status).toBe(201);
    for (let i = 0; i < 3; i += 1) {
      const submit = await call(s.server.apiUrl, 'POST', 'Client/submit', { token: kiosk, body: { id: staffClient } });
      expect(submit.status).toBe(200);
      expect(submit.body.message).toBe(messages.clientFinalized);
      expect((await call<{ submitted: boolean; version: number }>(s.server.apiUrl, 'GET', `Client/${staffClient}`, { token: s.tokens.Reception })).body.result).toMatchObject({ submitted: true, version: 2 });
    }
  });

  it('uploads at most the quota per client', async () => {
    const kiosk = await newKiosk('کیوسک ج');
    const own = await kioskCreate(kiosk);
    for (let i = 0; i < 3; i += 1) expect((await upload(kiosk, own)).status).toBe(201);
    const over = await upload(kiosk, own);
    // A limit that never frees: refused for good, not "come back later".
    expect(over.status).toBe(403);
    expect(over.headers.get('retry-after')).toBeNull();
    expect(((await over.json()) as { message: string }).message).toBe(kioskDevicesText.uploadQuotaReached);
    const list = await call<unknown[]>(s.server.apiUrl, 'GET', `client/documentlist/${own}`, { token: s.tokens.Reception });
    expect(list.body.result).toHaveLength(3);
    // Staff are not held to a kiosk's quota.
    expect((await upload(s.tokens.Reception, own)).status).toBe(201);
  });

  it('cannot mark what it creates as personnel, and keeps the visitor\'s covered-patient answer', async () => {
    const kiosk = await newKiosk('کیوسک د');
    const id = await kioskCreate(kiosk, { isCoveredPatient: true, isPersonnel: true, isNew: false });
    const stored = await call<{ isCoveredPatient: boolean; isPersonnel: boolean }>(s.server.apiUrl, 'GET', `Client/${id}`, { token: s.tokens.Reception });
    // The seeds' public form asks "had a file before" visitors whether they are covered patients.
    expect(stored.body.result).toMatchObject({ isCoveredPatient: true, isPersonnel: false });
    // Staff still can.
    const staff = await createClient(s.server, s.tokens.Reception, { isCoveredPatient: true, isPersonnel: true });
    expect((await call<{ isPersonnel: boolean }>(s.server.apiUrl, 'GET', `Client/${staff}`, { token: s.tokens.Reception })).body.result.isPersonnel).toBe(true);
  });
});
