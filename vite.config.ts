import { extname, join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { webManifest } from './src/app/web-manifest';
import { insecureContextNotice, landingShell, otherShells } from './src/app/public-shell';
import { appHtml, shellFileOf } from './src/domain/page-shells';
import { themeBeforePaintScript } from './src/domain/theme-choice';
import { compressibleExtensions, writePrecompressed } from './server/http/precompressed';

const shellSlot = '<!--public-shell-->';

/** index.html paints the landing before any script runs; each other public page gets a copy
 *  painting its own heading, and app.html (every other page) paints nothing but the background.
 *  The server's fallback and the service worker pick the file (src/domain/page-shells.ts). */
function publicShells(): Plugin {
  const landing = landingShell();
  return {
    name: 'clinic-public-shells',
    transformIndexHtml: { order: 'pre', handler: (html) => html.replace(shellSlot, landing).replace('<!--insecure-context-->', insecureContextNotice()) },
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

/** The theme a staff member chose, on `<html>` before the first paint (src/domain/theme-choice.ts):
 *  at the top of every page's head (after the charset), so the static shell is painted in it. */
function themeBeforePaint(): Plugin {
  return {
    name: 'clinic-theme-before-paint',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        const charset = '<meta charset="UTF-8" />';
        if (!html.includes(charset)) throw new Error('index.html has no charset for the theme script to follow');
        return html.replace(charset, `${charset}\n    <script>${themeBeforePaintScript}</script>`);
      },
    },
  };
}

const entryScript = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g;

/** The built pages load the app's entry through public/start-app.js, after their first frame,
 *  instead of by module tags in the head, which put the app's scripts on the way to the first
 *  paint (Lighthouse on mobile scores both public pages higher this way; the offline cold start
 *  is the same within its noise). The dev server keeps Vite's own tags. */
function scriptsAfterFirstPaint(): Plugin {
  return {
    name: 'clinic-scripts-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const modules = [...html.matchAll(entryScript)].map((match) => match[1]!);
        if (modules.length === 0) throw new Error('index.html has no entry script to start after the first paint');
        return html.replace(entryScript, '')
          .replace('</head>', `<script defer src="/start-app.js" data-modules="${modules.join(' ')}"></script></head>`);
      },
    },
  };
}

/** The Arabic-script Vazirmatn of body text and of headings, asked for with the page's stylesheet
 *  instead of when the first style pass finds text in them: the first paint draws the public page
 *  in its own font. Drawn in the fallback first, the sign-in page's note and the landing's heading
 *  are smaller texts than the same ones in Vazirmatn that the app draws when it takes the page
 *  over, and Chromium counts the app's as a new largest paint (Lighthouse's LCP would then be the
 *  takeover, well after the first contentful paint). */
const firstPaintFonts = /^assets\/vazirmatn-arabic-(400|700)-normal-[\w-]+\.woff2$/;
function preloadedFonts(): Plugin {
  return {
    name: 'clinic-preloaded-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const fonts = Object.keys(bundle ?? {}).filter((file) => firstPaintFonts.test(file)).sort();
        if (fonts.length !== 2) throw new Error('the body text\'s and headings\' fonts are not in the bundle (src/app/fonts.css)');
        const links = fonts.map((font) => `<link rel="preload" href="/${font}" as="font" type="font/woff2" crossorigin>\n    `).join('');
        return html.replace('<link rel="stylesheet"', `${links}<link rel="stylesheet"`);
      },
    },
  };
}

/** The modules the entry imports statically, however deep: everything the first route runs.
 *  Filled at the end of the module graph, read when the chunks are made (after it). */
const firstRoute = new Set<string>();
/** The modules that import MUI or emotion statically, however deep (MUI and emotion included). */
const drawsWithMui = new Set<string>();
const muiPackage = /[\\/]node_modules[\\/]@(mui|emotion)[\\/]/;

/** Left to the automatic split, the first route's modules that lazy pages share come as a score
 *  of small chunks, each a request through the service worker before the sign-in form works;
 *  grouped, they come as one, which starts faster offline and gzips smaller. The rest of the
 *  graph is sorted by whether it draws with MUI, for the groups below. */
function moduleSets(): Plugin {
  return {
    name: 'clinic-module-sets',
    apply: 'build',
    buildEnd() {
      firstRoute.clear();
      drawsWithMui.clear();
      const ids = [...this.getModuleIds()];
      const entry = ids.find((id) => /[\\/]src[\\/]main\.tsx$/.test(id));
      const stack = entry ? [entry] : [];
      while (stack.length > 0) {
        const id = stack.pop()!;
        if (firstRoute.has(id)) continue;
        firstRoute.add(id);
        stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
      if (firstRoute.size === 0) this.error('the first route\'s modules were not found (src/main.tsx)');
      // From MUI and emotion up through their static importers (a lazy page that draws with MUI
      // does not make the page that imports it lazily one).
      const rising = ids.filter((id) => muiPackage.test(id));
      while (rising.length > 0) {
        const id = rising.pop()!;
        if (drawsWithMui.has(id)) continue;
        drawsWithMui.add(id);
        rising.push(...(this.getModuleInfo(id)?.importers ?? []));
      }
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
    themeBeforePaint(),
    scriptsAfterFirstPaint(),
    preloadedFonts(),
    moduleSets(),
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
  resolve: {
    // Dexie's own ES module build for current browsers (ES2021, the same source) rather than the
    // ES5 bundle its package entry loads through a CommonJS wrapper, which nothing can tree-shake.
    // The wrapper guards against two copies in one app; here every import of 'dexie' is this file.
    // workbox-window's package points bundlers at its ES5 build; its ES2015+ build is the same API.
    alias: [
      { find: /^dexie$/, replacement: 'dexie/dist/modern/dexie.mjs' },
      { find: /^workbox-window$/, replacement: 'workbox-window/build/workbox-window.prod.mjs' },
    ],
  },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 800,
    // No preload lists for the dynamic imports (the whole app's gzip budget: the lists and their
    // helper would add to the app chunk). A station's chunk fetches the chunks it imports
    // when it runs; on an installed tablet every chunk comes from the precache, and the first
    // route (landing, sign-in) imports nothing dynamically before the form is usable.
    modulePreload: false,
    rolldownOptions: {
      output: {
        // A few large chunks behind the first route instead of the automatic split's one per set
        // of importers: the whole app is precached at install, so its size is what a tablet
        // downloads, and a hundred-odd chunks gzipped apart cost far more than these few (each
        // chunk repeats names and patterns the others hold). The code that draws with MUI (and MUI itself) apart from the rest, so the
        // public pages behind the first route (the station chooser, the kiosk's first step) still
        // load no MUI: they take the router, the local store and their plain pages. workbox-window
        // stays its own small chunk: every page, the first route's included, registers the worker.
        // The routes' own components come in a chunk of their own, loaded when a station first
        // opens: the staff stations' together (ten chunks of a few hundred bytes, one per station,
        // gzip larger than one), the super admin's apart; one that cannot be
        // fetched is the router's error page, not a blank one.
        // Each group takes only the modules its test names (includeDependenciesRecursively: false):
        // by default a group draws in its modules' imports, and the plain pages' shared code would
        // go into the MUI group with the pages that import it.
        codeSplitting: {
          groups: [
            { name: 'first-route', test: (id: string) => firstRoute.has(id) },
            { name: 'vendor-ui', test: (id: string) => drawsWithMui.has(id) && /[\\/]node_modules[\\/]/.test(id), includeDependenciesRecursively: false },
            { name: 'vendor', test: (id: string) => /[\\/]node_modules[\\/](?!workbox-window[\\/])/.test(id), includeDependenciesRecursively: false },
            { name: 'app-ui', test: (id: string) => drawsWithMui.has(id) && !id.includes('?tsr-split'), includeDependenciesRecursively: false },
            { name: 'app', test: (id: string) => /[\\/]src[\\/]/.test(id) && !id.includes('?tsr-split'), includeDependenciesRecursively: false },
            {
              // The public routes' own components in two: those that draw with MUI (the kiosk's
              // later steps) apart, or the kiosk's first step would load MUI with them.
              name: (id: string) => {
                const station = /[\\/]\$area[\\/]([A-Za-z]+)/.exec(id)?.[1];
                if (station) return station === 'adminManagment' ? 'routes-adminManagment' : 'routes-stations';
                return `routes-${drawsWithMui.has(id) ? 'public-ui' : 'public'}`;
              },
              test: (id: string) => id.includes('?tsr-split'), includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
