import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { manifest } from './pwa.manifest.ts';
import { cspBuild } from './scripts/csp-plugin.ts';
import { FIRST_PAINT_GROUPS, firstLoadPlugins, idleChunkPreloads, prerenderPages } from './src/boot/build/index.ts';

/** ties the persisted query cache (its buster) and the update check to this build */
const buildId = process.env.BUILD_ID || new Date().toISOString();

export default defineConfig({
  plugins: [
    // the router plugin must come before react()
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: 'src/routes', generatedRouteTree: 'src/routeTree.gen.ts' }),
    react(),
    // the splash, the boot script and the first screen's links (docs/first-load.md)
    ...firstLoadPlugins(),
    // after the boot script is written: its hash goes into the CSP
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
        // the server's copies of the prerendered pages: the worker has its own (src/shared/prerendered.ts)
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
    // what is imported when idle comes without a list of scripts to preload (src/boot/build/first-paint.ts)
    modulePreload: { resolveDependencies: idleChunkPreloads },
    rolldownOptions: {
      // Our modules run nothing on import except CSS, so a screen re-exported by a feature's
      // index.ts stays out of the first paint unless something there uses it.
      treeshake: { moduleSideEffects: (id: string) => (/[\\/]src[\\/].*\.tsx?$/.test(id) ? false : undefined) },
      output: {
        // fewer, larger files before the first paint (src/boot/build/first-paint.ts)
        codeSplitting: { groups: FIRST_PAINT_GROUPS },
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:8080', '/storage': 'http://127.0.0.1:8080', '/captcha': 'http://127.0.0.1:8080' } },
});
