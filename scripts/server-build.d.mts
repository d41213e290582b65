// Types of server-build.mjs for the tests (TypeScript reads this beside the .mjs).
export declare const serverOutDir: (root: string) => string;
export declare function serverBuildIsFresh(root: string): boolean;
export declare function ensureServerBuild(root: string, log: (event: string, fields?: Record<string, unknown>) => void): 'release' | 'fresh' | 'built';
export declare function logLine(event: string, fields?: Record<string, unknown>): void;
