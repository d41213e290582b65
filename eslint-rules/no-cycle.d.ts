// Types for the tests that load the rule (the rule itself is plain JavaScript, run by ESLint).
import type { ESLint } from 'eslint';

declare const plugin: ESLint.Plugin;
export default plugin;
