// openapi.json agrees with api-v1.md; random JSON thrown at every endpoint never makes a 5xx.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '../../server/routes/index';
import { startTestServer, type TestServer } from './harness';
import { call } from './http';
import { createClient, tokensOf, type Tokens } from './fixtures';

let server: TestServer;
let tokens: Tokens;
let clientId: number;
beforeAll(async () => {
  server = await startTestServer();
  tokens = await tokensOf(server);
  clientId = await createClient(server, tokens.Reception);
});
afterAll(async () => {
  await server?.close();
});

/** The endpoint tables of api-v1.md, as written there. */
const contract = `
post Account/login; post Account/login/consultation; delete Account/logout; get Account/users; post Account/Register;
delete Account/{id}; put Account/password; post Account/kiosk; get Account/kiosk; delete Account/kiosk/{deviceId}; get client/6/{page}; get client/covered/{page}/6;
get client/screening/{page}/6; post Client/search; post Client/search/covered; post Client/search/screening;
get Client/{id}; post Client; put Client/{id}; delete Client/{id}; post Client/submit;
post Client/upload/{clientId}/{documentType}; post Client/personal/upload/{clientId}/{personalFileType};
get client/documentlist/{clientId}; get client/personal/documentlist/{clientId}; delete client/document/{id};
delete client/personal/document/{id}; get Client/getfile/{fileName}; post Client/send-sms;
get Consultation/{clientId}/{page}/6; get Consultation/{clientId}/{consultId}; post Consultation/{clientId};
get Screening/{clientId}/{page}/6; get Screening/test/{id}; post Screening/{clientId}; delete Screening/test/{id};
get Helper/{clientId}/tests/{page}/6; get Helper/test/{visitType}/{id}; delete Helper/test/{visitType}/{id};
post Helper/{clientId}/homeVisit; post Helper/{clientId}/eortc; post Helper/{clientId}/riskTest;
get Helper/{clientId}/diseaseData; post Helper/{clientId}/diseaseData; get Covered/{clientId}/exam/{type};
get Covered/{clientId}/exams; post Covered/{clientId}/exam/{type}; get sync/changes; get health; get openapi.json`
  .split(';').map((entry) => entry.trim()).filter(Boolean);

describe('openapi.json', () => {
  it('is OpenAPI 3.1 with exactly the endpoints of api-v1.md and their body schemas', async () => {
    const answer = await fetch(`${server.apiUrl}openapi.json`);
    expect(answer.status).toBe(200);
    const document = (await answer.json()) as { openapi: string; paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { required?: string[] } }> } }>> };
    expect(document.openapi).toBe('3.1.0');
    const published = Object.entries(document.paths).flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method} ${path.slice(1)}`));
    expect(published.sort()).toEqual([...contract].sort());
    const register = document.paths['/Account/Register']!.post!.requestBody!.content['application/json']!.schema;
    expect(register.required).toEqual(expect.arrayContaining(['firstName', 'lastName', 'userName', 'userRole', 'password', 'rePassword']));
    expect(document.paths['/Client/upload/{clientId}/{documentType}']!.post!.requestBody!.content).toHaveProperty('multipart/form-data');
  });
});

describe('random JSON at every endpoint', () => {
  const routes = allRoutes.filter((route) => route.path !== 'Account/logout');
  const segment = fc.oneof(fc.constant('1'), fc.integer({ min: -5, max: 3_000_000_000 }).map(String), fc.string({ maxLength: 12 }), fc.constant('%00'), fc.constant('..'));

  it('never answers 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), fc.jsonValue({ maxDepth: 3 }), segment, fc.boolean(), async (route, body, value, useClient) => {
        const path = route.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
          encodeURIComponent(useClient && name === 'clientId' ? String(clientId) : value));
        const answer = await call(server.apiUrl, route.method.toUpperCase(), path, { token: tokens.SuperAdmin, body: route.method === 'get' ? undefined : body });
        expect(answer.status, `${route.method} ${path} ${JSON.stringify(body).slice(0, 200)}`).toBeLessThan(500);
      }),
      { numRuns: 400 },
    );
  });

  it('never answers 5xx to a body that is not JSON at all', async () => {
    for (const route of routes.filter((r) => r.method !== 'get')) {
      const path = route.path.replace(/\{(\w+)\}/g, String(clientId));
      const answer = await fetch(server.apiUrl + path, { method: route.method.toUpperCase(), headers: { authorization: `Bearer ${tokens.SuperAdmin}`, 'content-type': 'application/json' }, body: '{"broken' });
      expect(answer.status, `${route.method} ${path}`).toBeLessThan(500);
    }
  });
});
