import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from './eslint-rules/boundaries.js';
import cycles from './eslint-rules/no-cycle.js';
import dbRooms from './eslint-rules/db-rooms.js';

export default tseslint.config(
  { ignores: ['dist/**', 'dist.building-*/**', 'dist.old-*/**', 'build/**', 'node_modules/**', 'data/**', 'src/routeTree.gen.ts', 'bench/.work/**', 'test-results/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { boundaries, cycles, 'db-rooms': dbRooms, 'react-hooks': reactHooks },
    rules: {
      'boundaries/imports': 'error',
      'cycles/no-cycle': 'error',
      'db-rooms/doors': 'error',
      'db-rooms/outbox-tables': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // Plain JavaScript has no typecheck to find a name it never defined (a call to a helper that
  // is not there would pass both lint and typecheck): Node's scripts, and the two scripts the
  // public pages load.
  {
    files: ['**/*.{js,mjs}'],
    ignores: ['public/**'],
    languageOptions: { globals: globals.node },
    rules: { 'no-undef': 'error' },
  },
  {
    files: ['public/**/*.js'],
    languageOptions: { globals: globals.browser },
    rules: { 'no-undef': 'error' },
  },
);
