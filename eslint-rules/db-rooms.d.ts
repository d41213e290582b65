// Types for the tests that load the rule (the rule itself is plain JavaScript, run by ESLint).
import type { ESLint } from 'eslint';

/** For a path under src/db/: its room ('.' for src/db/index.ts) and whether it is the room's door. */
export function roomOf(file: string): { room: string; door: boolean } | null;
declare const plugin: ESLint.Plugin;
export default plugin;
