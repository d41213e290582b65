// The server compiled to JavaScript in build/server/ (`npm start` runs it; no TypeScript is
// compiled at start). Dependencies stay in node_modules (an SSR build leaves them external);
// src/domain/ is bundled in. Entries: the server and every operator command, by pattern, so a new
// command under server/backup/ or server/admin/ is compiled without editing this file.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vite';

/** Folders whose every .ts file is a command (`npm run backup`, `npm run admin`…) or its helper. */
const commandFolders = ['backup', 'admin'];

function entries(): Record<string, string> {
  const input: Record<string, string> = { main: 'server/main.ts', 'app-build/main': 'server/app-build/main.ts' };
  for (const folder of commandFolders.filter((name) => existsSync(join('server', name)))) {
    const names = readdirSync(join('server', folder), { withFileTypes: true }).filter((f) => f.isFile() && f.name.endsWith('.ts')).map((f) => f.name);
    for (const name of names) input[`${folder}/${name.slice(0, -3)}`] = `server/${folder}/${name}`;
  }
  return input;
}

export default defineConfig({
  // The app's public/ is not the server's.
  publicDir: false,
  build: {
    ssr: true,
    outDir: process.env.SERVER_OUT_DIR ?? 'build/server',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    sourcemap: true,
    rollupOptions: {
      input: entries(),
      output: { format: 'esm', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
});
