// openapi.json declares what the server answers, from the same valibot schemas: typed
// results, the query parameters of sync/changes, 422 on every write, getfile's image bytes —
// and a real answer of each typed route fits its declared schema.
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from './http';
import { createClient, serverWithTokens } from './fixtures';

type Schema = { type?: string; properties?: Record<string, Schema>; items?: Schema; required?: string[]; enum?: unknown[]; anyOf?: Schema[]; allOf?: Schema[]; pattern?: string; format?: string; $ref?: string };
type Operation = { security?: object[]; parameters?: { name: string; in: string; required: boolean; schema: Schema }[]; responses: Record<string, { content: Record<string, { schema: Schema }> }> };
let document: { paths: Record<string, Record<string, Operation>> };
const s = serverWithTokens();
beforeAll(async () => {
  document = (await (await fetch(`${s.server.apiUrl}openapi.json`)).json()) as typeof document;
});

const resultOf = (path: string, method: string, status = '200') =>
  document.paths[path]![method]!.responses[status]!.content['application/json']!.schema.allOf![1]!.properties!.result!;

/** Every required property of an object schema is present, recursively through arrays. */
function fits(value: unknown, schema: Schema, at = 'result'): void {
  if (schema.anyOf) {
    const ok = schema.anyOf.some((option) => { try { fits(value, option, at); return true; } catch { return false; } });
    expect(ok, at).toBe(true);
    return;
  }
  if (schema.enum) expect(schema.enum, at).toContain(value);
  if (schema.type === 'array') {
    expect(Array.isArray(value), at).toBe(true);
    (value as unknown[]).forEach((item, i) => fits(item, schema.items!, `${at}[${i}]`));
  } else if (schema.type === 'object') {
    for (const key of schema.required ?? []) expect(value, `${at}.${key}`).toHaveProperty(key);
    for (const [key, property] of Object.entries(schema.properties ?? {})) {
      if (value !== null && typeof value === 'object' && key in value) fits((value as Record<string, unknown>)[key], property, `${at}.${key}`);
    }
  } else if (schema.type === 'integer') expect(Number.isInteger(value), at).toBe(true);
  else if (schema.type === 'string') expect(typeof value, at).toBe('string');
  else if (schema.type === 'boolean') expect(typeof value, at).toBe('boolean');
}

describe('openapi.json answers', () => {
  it('types results from the valibot schemas, and real answers fit them', async () => {
    const login = resultOf('/Account/login', 'post');
    expect(login.required).toEqual(expect.arrayContaining(['token', 'fullName', 'userId', 'expiresIn', 'role']));
    expect(login.properties!.role!.enum).toContain('Reception');
    const list = resultOf('/client/6/{page}', 'get');
    expect(list.type).toBe('array');
    expect(list.items!.properties!.nationalCode!.pattern).toBeDefined();
    const id = await createClient(s.server, s.tokens.Reception);
    fits((await call(s.server.apiUrl, 'GET', 'client/6/1', { token: s.tokens.Reception })).body.result, list);
    fits((await call(s.server.apiUrl, 'GET', `Client/${id}`, { token: s.tokens.Reception })).body.result, resultOf('/Client/{id}', 'get'));
    fits((await call(s.server.apiUrl, 'GET', 'sync/changes?since=0', { token: s.tokens.Reception })).body.result, resultOf('/sync/changes', 'get'));
    fits((await call(s.server.apiUrl, 'GET', 'Account/kiosk', { token: s.tokens.SuperAdmin })).body.result, resultOf('/Account/kiosk', 'get'));
    expect(document.paths['/Client']!.post!.responses['201']).toBeDefined();
  });

  it('types the result of every JSON success answer, and declares the headers the server reads and sends', () => {
    const untyped: string[] = [];
    for (const [path, operations] of Object.entries(document.paths)) {
      if (path === '/openapi.json') continue;
      for (const [method, operation] of Object.entries(operations)) {
        for (const [status, answer] of Object.entries(operation.responses)) {
          expect(answer, `${method} ${path} ${status}`).toHaveProperty(['headers', 'X-Request-Id']);
          const json = answer.content['application/json'];
          if (status.startsWith('2') && json && !json.schema.allOf?.[1]?.properties?.result) untyped.push(`${method} ${path}`);
        }
        const headers = (operation.parameters ?? []).map((p) => (p as { $ref?: string }).$ref).filter(Boolean);
        // A signed-in write: a public one (the sign-in, a sealed delivery) keeps no key.
        const isPublic = Array.isArray(operation.security) && !operation.security.some((requirement) => 'bearer' in requirement);
        const keyed = ['post', 'put', 'delete'].includes(method) && !isPublic;
        expect(headers.includes('#/components/parameters/IdempotencyKey'), `${method} ${path}: Idempotency-Key`).toBe(keyed);
        if (keyed) expect(operation.responses, `${method} ${path}`).toHaveProperty('413');
      }
    }
    expect(untyped).toEqual([]);
    expect(document.paths['/Client/{id}']!.put!.parameters!.map((p) => (p as { $ref?: string }).$ref)).toContain('#/components/parameters/IfMatch');
    expect(document.paths['/Account/login']!.post!.responses['429']).toHaveProperty(['headers', 'Retry-After']);
  });

  it('declares the query parameters of sync/changes', () => {
    const parameters = document.paths['/sync/changes']!.get!.parameters!;
    expect(parameters.map((p) => [p.name, p.in, p.required])).toEqual([['since', 'query', false], ['limit', 'query', false]]);
    expect(parameters[0]!.schema.pattern).toBe('^\\d{1,18}$');
  });

  it('declares 422 on every signed-in write and the image answer of getfile', () => {
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (['post', 'put', 'delete'].includes(method) && !path.startsWith('/Account/login') && path !== '/Sync/deliver') expect(operation.responses, `${method} ${path}`).toHaveProperty('422');
      }
    }
    const getfile = document.paths['/Client/getfile/{fileName}']!.get!.responses['200']!.content;
    expect(Object.keys(getfile).sort()).toEqual(['image/jpeg', 'image/png']);
    expect(getfile['image/jpeg']!.schema).toMatchObject({ type: 'string', contentEncoding: 'binary' });
  });
});
