import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { manifest } from './pwa.manifest.ts';
import { bootScript } from './scripts/boot-script-plugin.ts';
import { routePreloads } from './scripts/route-preloads-plugin.ts';
import { cspBuild } from './scripts/csp-plugin.ts';
import { prerenderPages } from './scripts/prerender-plugin.ts';

/**
 * Libraries the shell needs before its first paint (React, router, query, schemas, i18next). The persisted
 * cache's (persisters, idb-keyval) load with src/app/persist.ts, after.
 */
const FIRST_PAINT_LIBS =
  /node_modules[\\/](?:(?:react|react-dom|scheduler|valibot|use-sync-external-store|tiny-invariant|tiny-warning|cookie-es|seroval|i18next|react-i18next|i18next-resources-to-backend)[\\/]|@tanstack[\\/](?!query-async-storage-persister|query-persist-client-core|react-query-persist-client))/;

/** The app's modules of the `routes` chunk (below). */
const FIRST_PAINT_SHARED = /[\\/]src[\\/](?:routes[\\/]|session[\\/]|lib[\\/]digits\.ts$|features[\\/]pwa[\\/]sw-messages\.ts$)/;

/**
 * Chunks imported when the page is idle (the side menu, the device hints, the Bangla table of server
 * messages, the screen follower). Vite's loader would add a link for each of their imports in one task
 * (about half a millisecond each: the side menu's 16 were a 75-100 ms task at 4x CPU); without the
 * list, the browser's module loader fetches them as it meets them, in small tasks. Nothing waits for them.
 */
const IDLE_CHUNKS = /(?:^|\/)(?:Drawer|device-hints|server-text|screen-follow)-[\w-]+\.js$/;

/** React DOM's renderer and its scheduler: main.tsx imports them on their own (preloadReactDom). */
const REACT_DOM_CLIENT = /node_modules[\\/](?:react-dom[\\/](?:client\.js|cjs[\\/]react-dom-client\.)|scheduler[\\/])/;

/**
 * The app's stylesheets do not block the splash: index.html preloads them and main.tsx applies them
 * before the first render (src/app/styles.ts). On a weak link the splash paints a round trip sooner.
 */
const preloadAppStyles: Plugin = {
  name: 'preload-app-styles',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html) => html.replace(/<link rel="stylesheet"( crossorigin)? href="([^"]+\.css)">/g, '<link rel="preload" as="style"$1 href="$2" data-app-css>'),
  },
};

/**
 * main.tsx imports react-dom/client dynamically so that its evaluation is a task of its own; the
 * chunk is still fetched with the first paint's scripts, not after the entry has run.
 */
const preloadReactDom: Plugin = {
  name: 'preload-react-dom',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html, ctx) => {
      const chunk = Object.values(ctx.bundle ?? {}).find((c) => c.type === 'chunk' && c.name === 'react-dom');
      if (!chunk) throw new Error('preload-react-dom: no react-dom chunk in the build');
      const link = `<link rel="modulepreload" crossorigin href="/${chunk.fileName}">`;
      return html.replace('</head>', `  ${link}\n  </head>`);
    },
  },
};

/** ties the persisted query cache (its buster) and the update check to this build */
const buildId = process.env.BUILD_ID || new Date().toISOString();

export default defineConfig({
  plugins: [
    // the router plugin must come before react()
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes', generatedRouteTree: 'src/routeTree.gen.ts' }),
    react(),
    bootScript(),
    preloadAppStyles,
    preloadReactDom,
    // after the page's own links: its lists leave out what the page loads itself
    routePreloads(),
    cspBuild(),
    // before VitePWA: the prerendered pages must exist when the precache list is made
    prerenderPages(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest,
      // icons are matched by globPatterns already; adding the manifest's again would list them twice
      includeManifestIcons: false,
      injectManifest: {
        // the app shell: HTML, JS (the poller worker too), CSS, fonts, icons, fallback images
        globPatterns: ['**/*.{js,css,html,svg,png,webp,ico,woff2,webmanifest,txt}'],
        // the big manifest icons are fetched by the browser when it installs, never needed offline;
        // the Bangla table of server messages is for answers, which need the network anyway
        // the server's copies of the prerendered pages: the worker has its own (src/app/prerendered.ts)
        // the profit-and-loss chart (uPlot) draws only private answers, which are never kept offline
        globIgnores: ['icons/icon-512.png', 'icons/maskable-512.png', 'assets/server-bn-*.js', 'prerender/net/**', 'assets/PlPlot-*'],
        maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  define: {
    __BUILD_ID__: JSON.stringify(buildId),
  },
  // the poller worker is an ES module worker (new Worker(url, { type: 'module' }))
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    outDir: process.env.OUT_DIR || 'dist',
    sourcemap: false,
    modulePreload: { resolveDependencies: (file, deps) => (IDLE_CHUNKS.test(file) ? [] : deps) },
    rolldownOptions: {
      // Our modules run nothing on import except CSS, so a screen re-exported by a feature's
      // index.ts stays out of the first paint unless something there uses it.
      treeshake: { moduleSideEffects: (id: string) => (/[\\/]src[\\/].*\.tsx?$/.test(id) ? false : undefined) },
      output: {
        // Fewer, larger files before the first paint: on a weak connection every extra request
        // costs a round trip. Each group holds only modules the first paint needs anyway.
        codeSplitting: {
          groups: [
            { name: 'vendor', test: (id: string) => FIRST_PAINT_LIBS.test(id) && !REACT_DOM_CLIENT.test(id), priority: 3 },
            // imported by main.tsx after boot has started; index.html preloads it (preloadReactDom)
            { name: 'react-dom', test: REACT_DOM_CLIENT, priority: 2 },
            // the route tree's own parts (search validation, guards) and the session they read; screens stay split.
            // Also the small modules the first paint shares with later chunks (Bangla digits, the worker's
            // message types): each was a file of its own, a request of a few hundred bytes before the first paint
            { name: 'routes', test: (id: string) => FIRST_PAINT_SHARED.test(id) && !id.includes('tsr-split'), priority: 1 },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:8080', '/storage': 'http://127.0.0.1:8080', '/captcha': 'http://127.0.0.1:8080' } },
});
