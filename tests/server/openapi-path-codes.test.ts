// A coded path parameter is declared as the set of codes the server takes, not `minimum: 1`:
// mammography is examination type 0, and both document kinds have a type 0, so the document
// forbade calls the server answers. Checked both ways: each declared set is the server's own
// (every code in it answers, the next one after it is refused), and 0 is in the three that start at 0.
import { describe, expect, it } from 'vitest';
import { codesOf, documentTypeLabels, personalFileTypes } from '../../src/domain/codes';
import { examinationTypes } from '../../src/domain/schemas/examinations';
import { call } from './http';
import { createClient, serverWithTokens } from './fixtures';

type Parameter = { name: string; in: string; schema: { type?: string; enum?: number[]; minimum?: number } };
const s = serverWithTokens();

async function parameter(path: string, method: string, name: string): Promise<Parameter['schema']> {
  const document = (await (await fetch(`${s.server.apiUrl}openapi.json`)).json()) as { paths: Record<string, Record<string, { parameters: Parameter[] }>> };
  return document.paths[path]![method]!.parameters.find((p) => p.name === name)!.schema;
}

describe('coded path parameters in openapi.json', () => {
  it.each([
    ['/Covered/{clientId}/exam/{type}', 'get', 'type', examinationTypes],
    ['/Client/upload/{clientId}/{documentType}', 'post', 'documentType', codesOf(documentTypeLabels)],
    ['/Client/personal/upload/{clientId}/{personalFileType}', 'post', 'personalFileType', personalFileTypes],
    ['/Helper/test/{visitType}/{id}', 'get', 'visitType', [1, 2, 3]],
  ] as const)('%s %s: {%s} is the server\'s set of codes', async (path, method, name, codes) => {
    expect(await parameter(path, method, name)).toEqual({ type: 'integer', enum: [...codes] });
  });

  it('type 0 (mammography) is a call the server answers, and the document allows it', async () => {
    expect((await parameter('/Covered/{clientId}/exam/{type}', 'get', 'type')).enum).toContain(0);
    const clientId = await createClient(s.server, s.tokens.Reception);
    const answer = await call(s.server.apiUrl, 'GET', `Covered/${clientId}/exam/0`, { token: s.tokens.Research });
    expect(answer.status).toBe(404); // no record yet: a valid call, not a 400
    expect((await call(s.server.apiUrl, 'GET', `Covered/${clientId}/exam/${Math.max(...examinationTypes) + 1}`, { token: s.tokens.Research })).status).toBe(400);
  });
});
