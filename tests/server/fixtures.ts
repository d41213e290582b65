// Valid bodies with the seeds' fields, the tokens of every demo role and a server with them, for
// the server tests.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { staffRoles, type StaffRole } from '../../src/domain/roles';
import { startTestServer, superAdminPassword, type TestServer, type TestServerOptions } from './harness';
import { call } from './http';
import { withCheckDigit } from '../check-digit';

let codeCounter = 0;
/** A fresh valid national code per call (unique within a test process). */
export function nationalCode(): string {
  codeCounter += 1;
  return withCheckDigit(String(100_000_000 + ((Date.now() % 1_000_000) * 100 + codeCounter) % 899_999_999).slice(0, 9));
}

export function clientBody(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'مریم', lastName: 'احمدی', fatherName: 'علی', nationalCode: nationalCode(), nationality: 'ایرانی',
    birthCertificateNumber: '12345', birthDay: '1985-03-21', gender: 1, education: 3, maritalStatus: 2, numberOfChildren: 2,
    housing: 1, address: 'تهران، خیابان انقلاب', phoneNumber: '09121234567', isCoveredPatient: true, isScreening: false,
    isPersonnel: false, isNew: true, greenCardCode: ' ', localId: randomUUID(), ...overrides,
  };
}

export const userOfRole: Record<StaffRole, [string, string]> = {
  SuperAdmin: ['SuperAdmin', superAdminPassword],
  Research: ['research', 'demo1234'],
  Reception: ['reception', 'demo1234'],
  screening: ['screening', 'demo1234'],
  helper: ['helper', 'demo1234'],
  Consultation: ['consultation', 'demo1234'],
};

export type Tokens = Record<StaffRole | 'Kiosk', string>;

export async function tokensOf(server: TestServer): Promise<Tokens> {
  const tokens = {} as Tokens;
  for (const role of staffRoles) tokens[role] = await server.login(...userOfRole[role]);
  const kiosk = await call<{ token: string }>(server.apiUrl, 'POST', 'Account/kiosk', { token: tokens.Reception, body: { deviceName: 'تبلت ورودی' } });
  tokens.Kiosk = kiosk.body.result.token;
  return tokens;
}

/** One server and its tokens for the file (or describe block) that calls it, started in beforeAll
 * and closed in afterAll. Getters, because both exist only once that beforeAll has run; a beforeAll
 * registered after the call runs after it (vitest runs them in order), so it can use both. */
export function serverWithTokens(options?: TestServerOptions): { readonly server: TestServer; readonly tokens: Tokens } {
  let server: TestServer;
  let tokens: Tokens;
  beforeAll(async () => {
    server = await startTestServer(options);
    tokens = await tokensOf(server);
  });
  afterAll(async () => {
    await server?.close();
  });
  return {
    get server() { return server; },
    get tokens() { return tokens; },
  };
}

export async function createClient(server: TestServer, token: string, overrides: Record<string, unknown> = {}): Promise<number> {
  const answer = await call<{ id: number }>(server.apiUrl, 'POST', 'Client', { token, body: clientBody(overrides) });
  if (answer.status !== 201) throw new Error(`client create: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.result.id;
}
