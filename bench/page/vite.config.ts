// The bench page bundle: the product's real db/ and sync/ modules plus the peers, built apart
// from the app (no PWA plugin) and served under /bench/ beside the app by the real server.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/bench/',
  logLevel: 'warn',
  build: {
    outDir: process.env.BENCH_PAGE_OUT ?? fileURLToPath(new URL('../.work/site/bench', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 2000,
    // BENCH_PROFILE=1 (bench/lib/profile.ts): readable function names in the profile.
    minify: process.env.BENCH_PROFILE !== '1',
  },
});
