// Types for the tests that load the rule (the rule itself is plain JavaScript, run by ESLint).
import type { ESLint } from 'eslint';

/** The zone of a file: 'features/auth', 'db', 'server', … (null: not governed). */
export function zoneOf(file: string): string | null;
declare const plugin: ESLint.Plugin;
export default plugin;
