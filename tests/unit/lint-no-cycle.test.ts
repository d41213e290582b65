// @vitest-environment node
// The no-cycle lint rule on real files: a value import that comes back to its importer is an
// error naming the path; a type-only import and a one-way import are not.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import cycles from '../../eslint-rules/no-cycle.js';

const dir = mkdtempSync(join(tmpdir(), 'lint-cycle-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function lint(files: Record<string, string>): Promise<string[]> {
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  const eslint = new ESLint({
    cwd: dir,
    overrideConfigFile: true,
    overrideConfig: [{
      files: ['**/*.ts'],
      languageOptions: { parser: tseslint.parser },
      plugins: { cycles },
      rules: { 'cycles/no-cycle': 'error' },
    }],
  });
  const results = await eslint.lintFiles(Object.keys(files).map((name) => join(dir, name)));
  return results.flatMap((result) => result.messages.map((m) => m.message));
}

describe('the no-cycle rule', () => {
  it('reports a value import that leads back to its importer, with the path', async () => {
    const messages = await lint({
      'a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'b.ts': "import { c } from './c';\nexport const b = c;\n",
      'c.ts': "import { a } from './a';\nexport const c = () => a;\n",
    });
    expect(messages).toContain('Import cycle: a.ts → b.ts → c.ts → a.ts. Move what both need into a lower layer (style.md).');
    expect(messages).toHaveLength(3);
  });

  it('lets type-only imports and one-way imports pass', async () => {
    const messages = await lint({
      'd.ts': "import { e } from './e';\nexport type D = { n: number };\nexport const d = e;\n",
      'e.ts': "import type { D } from './d';\nexport const e: D = { n: 1 };\n",
    });
    expect(messages).toEqual([]);
  });
});
