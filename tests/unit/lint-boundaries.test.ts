// @vitest-environment node
// The boundaries lint rule on sources placed in the real tree (the rule names zones by their path
// under src/): imports run app → routes → features → (ui, db, sync, api) → domain, never back up.
import { join } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import boundaries from '../../eslint-rules/boundaries.js';

const root = join(import.meta.dirname, '..', '..');

/** The boundary messages for `text` as if it were the file at `path` (relative to the repo). */
async function lint(path: string, text: string): Promise<string[]> {
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [{
      files: ['**/*.{ts,tsx}'],
      languageOptions: { parser: tseslint.parser },
      plugins: { boundaries },
      rules: { 'boundaries/imports': 'error' },
    }],
  });
  const results = await eslint.lintText(text, { filePath: join(root, path) });
  return results.flatMap((result) => result.messages.map((m) => m.message));
}

describe('the boundaries rule', () => {
  it('stops a route from importing app/', async () => {
    const messages = await lint(
      'src/routes/_auth/v2/$area/example.tsx',
      "import { router } from '../../../../app/router';\nexport const r = router;\n",
    );
    expect(messages).toEqual([
      'routes/ may not import app (design.md: app → routes → features → ui, db, sync, api → domain).',
    ]);
  });

  it('stops a route-private folder (routes/-shell) from importing app/ too', async () => {
    const messages = await lint(
      'src/routes/-shell/example.tsx',
      "import { useUpdateState } from '../../app/update-state';\nexport const u = useUpdateState;\n",
    );
    expect(messages).toEqual([
      'routes/ may not import app (design.md: app → routes → features → ui, db, sync, api → domain).',
    ]);
  });

  it('lets a route import features, ui and domain, and app import routes', async () => {
    expect(await lint(
      'src/routes/example.tsx',
      [
        "import { requireSignedIn } from '../features/auth/guards';",
        "import { ToastHost } from '../ui/toast-host';",
        "import { parseArea } from '../domain/roles';",
        'export const all = [requireSignedIn, ToastHost, parseArea];',
      ].join('\n'),
    )).toEqual([]);
    expect(await lint('src/app/example.ts', "export { routeTree } from '../routeTree.gen';\n")).toEqual([]);
  });

  it('stops a feature from importing another feature or a route', async () => {
    const messages = await lint(
      'src/features/sync/example.ts',
      "import { getSession } from '../auth/session-store';\nimport { Route } from '../../routes/__root';\nexport const x = [getSession, Route];\n",
    );
    expect(messages).toEqual([
      'features/sync/ may not import features/auth (design.md: app → routes → features → ui, db, sync, api → domain).',
      'features/sync/ may not import routes (design.md: app → routes → features → ui, db, sync, api → domain).',
    ]);
  });
});
