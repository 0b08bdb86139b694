import type { Plugin } from 'vite';

// What the first paint is made of (vite.config.ts): fewer, larger files before it (on a weak connection
// every extra request costs a round trip), each group holding only modules the first paint needs
// anyway; no preload lists for what is imported when idle; and index.html's links to them.

/**
 * Libraries the shell needs before its first paint (React, router, query, schemas, i18next). The persisted
 * cache's (persisters, idb-keyval) load with src/app/persist.ts, after.
 */
const FIRST_PAINT_LIBS =
  /node_modules[\\/](?:(?:react|react-dom|scheduler|valibot|use-sync-external-store|tiny-invariant|tiny-warning|cookie-es|seroval|i18next|react-i18next|i18next-resources-to-backend)[\\/]|@tanstack[\\/](?!query-async-storage-persister|query-persist-client-core|react-query-persist-client))/;

/**
 * The app's modules of the `routes` chunk: the route tree's own parts (search validation, guards) and
 * the session they read, and the small modules the first paint shares with later chunks (Bangla
 * digits, the service worker's message names), each of which was a request of its own before.
 */
const FIRST_PAINT_SHARED = /[\\/]src[\\/](?:routes[\\/]|session[\\/]|lib[\\/]digits\.ts$|shared[\\/]sw-messages\.ts$)/;

/** React DOM's renderer and its scheduler: main.tsx imports them on their own (preloadReactDom below). */
const REACT_DOM_CLIENT = /node_modules[\\/](?:react-dom[\\/](?:client\.js|cjs[\\/]react-dom-client\.)|scheduler[\\/])/;

/** Rolldown's chunk groups of the first paint (build.rolldownOptions.output.codeSplitting.groups). */
export const FIRST_PAINT_GROUPS = [
  { name: 'vendor', test: (id: string) => FIRST_PAINT_LIBS.test(id) && !REACT_DOM_CLIENT.test(id), priority: 3 },
  // imported by main.tsx after boot has started; index.html preloads it (preloadReactDom)
  { name: 'react-dom', test: REACT_DOM_CLIENT, priority: 2 },
  // screens stay split (tsr-split)
  { name: 'routes', test: (id: string) => FIRST_PAINT_SHARED.test(id) && !id.includes('tsr-split'), priority: 1 },
];

/**
 * Chunks imported when the page is idle (the side menu, the device hints, the Bangla table of server
 * messages, the screen follower). Vite's loader would add a link for each of their imports in one task,
 * a long one on a slow phone; without the list, the browser's module loader fetches them as it meets
 * them, in small tasks. Nothing waits for them.
 */
export const IDLE_CHUNK_NAMES = ['Drawer', 'device-hints', 'server-text', 'screen-follow'] as const;

const IDLE_CHUNKS = new RegExp(`(?:^|/)(?:${IDLE_CHUNK_NAMES.join('|')})-[\\w-]+\\.js$`);

/** build.modulePreload.resolveDependencies: no list of scripts to preload with an idle-time chunk. */
export const idleChunkPreloads = (file: string, deps: string[]): string[] => (IDLE_CHUNKS.test(file) ? [] : deps);

/**
 * The app's stylesheets do not block the splash: index.html preloads them and main.tsx applies them
 * before the first render (src/boot/styles.ts). On a weak link the splash paints a round trip sooner.
 */
export const preloadAppStyles: Plugin = {
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
export const preloadReactDom: Plugin = {
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
