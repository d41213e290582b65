import { extname, join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { webManifest } from './src/app/web-manifest';
import { landingShell, otherShells } from './src/app/public-shell';
import { appHtml, shellFileOf } from './src/domain/page-shells';
import { compressibleExtensions, writePrecompressed } from './server/http/precompressed';

const shellSlot = '<!--public-shell-->';

/** index.html paints the landing before any script runs; each other public page gets a copy
 *  painting its own heading, and app.html (every other page) paints nothing but the background.
 *  The server's fallback and the service worker pick the file (src/domain/page-shells.ts). */
function publicShells(): Plugin {
  const landing = landingShell();
  return {
    name: 'clinic-public-shells',
    transformIndexHtml: { order: 'pre', handler: (html) => html.replace(shellSlot, landing) },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset') return;
        const html = String(index.source);
        if (!html.includes(landing)) this.error('index.html lost its static shell');
        const emit = (file: string, markup: string) => this.emitFile({ type: 'asset', fileName: file.slice(1), source: html.replace(landing, markup) });
        for (const shell of otherShells()) emit(shellFileOf(shell.path), shell.markup);
        emit(appHtml, '');
      },
    },
  };
}

/** The modules the entry imports statically, however deep: everything the first route runs.
 *  Filled at the end of the module graph, read when the chunks are made (after it). */
const firstRoute = new Set<string>();

/** Left to the automatic split, the first route's modules that lazy pages share came as 20 small
 *  chunks, each a request through the service worker before the sign-in form works; grouped, they
 *  come as one (an offline cold start at 4× CPU: 2.65 → 2.38 s median; 3.9 KiB less gzip). */
function firstRouteModules(): Plugin {
  return {
    name: 'clinic-first-route-modules',
    apply: 'build',
    buildEnd() {
      firstRoute.clear();
      const entry = [...this.getModuleIds()].find((id) => /[\\/]src[\\/]main\.tsx$/.test(id));
      const stack = entry ? [entry] : [];
      while (stack.length > 0) {
        const id = stack.pop()!;
        if (firstRoute.has(id)) continue;
        firstRoute.add(id);
        stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
      if (firstRoute.size === 0) this.error('the first route\'s modules were not found (src/main.tsx)');
    },
  };
}

/** Each text file of the bundle also as `.br` and `.gz` beside it, compressed once here rather
 *  by every server process that starts (server/http/precompressed.ts). */
function precompressedFiles(): Plugin {
  return {
    name: 'clinic-precompressed-files',
    apply: 'build',
    writeBundle: {
      order: 'post',
      sequential: true,
      async handler({ dir = 'dist' }, bundle) {
        const files = Object.values(bundle)
          .filter((file) => compressibleExtensions.has(extname(file.fileName)))
          .map((file) => ({
            path: join(dir, file.fileName),
            bytes: file.type === 'chunk' ? Buffer.from(file.code) : Buffer.from(file.source),
          }));
        await writePrecompressed(files);
      },
    },
  };
}

export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    publicShells(),
    firstRouteModules(),
    precompressedFiles(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      includeManifestIcons: false, // the glob below already precaches them
      manifest: webManifest,
      injectManifest: { globPatterns: ['**/*.{js,css,html,woff2,svg,png}'] },
      devOptions: { enabled: false },
    }),
  ],
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'first-route', test: (id: string) => firstRoute.has(id) },
            {
              // The route table loads with the router (app/start-router-app.tsx), not with the public
              // pages; each route's own module is also imported by its page's lazy chunk, and left
              // to the automatic split each became a chunk of its own (30 more requests, +30 KiB).
              name: 'route-table',
              // Route files only: not their pages' lazy chunks (`?tsr-split`), not the `-shell/` and
              // `-components/` folders of MUI pieces those pages use.
              test: (id: string) => !id.includes('?') && !/[\\/]src[\\/]routes[\\/](.*[\\/])?-/.test(id)
                && /[\\/]src[\\/](routes[\\/]|routeTree\.gen\.ts$|app[\\/]router(-app)?\.tsx?$)/.test(id),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
