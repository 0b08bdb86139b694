import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import { PRERENDERED_ATTR, PRERENDERED_LANGS, PRERENDERED_PATHS, prerenderedFile } from '../src/app/prerendered.ts';
import type { Lang } from '../src/i18n/stored-lang';

/** The server side of the first render (src/app/prerender-entry.tsx). */
const ENTRY = 'src/app/prerender-entry.tsx';
/** Which route file draws an address (its screen's CSS must be in the page before it is painted). */
const ROUTE_FILES: Record<string, string> = { '/': 'src/routes/index.tsx', '/games': 'src/routes/games.tsx', '/login': 'src/routes/login.tsx' };

/** Loads the renderer (renderFirstScreen) in a worker thread and draws each page there. */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
import(workerData.entry).then(async (m) => {
  const out = [];
  for (const [path, lang] of workerData.pages) out.push(await m.renderFirstScreen(path, lang));
  parentPort.postMessage(out);
});`;

/**
 * In a thread of its own, ended when the pages are drawn: the app's modules keep timers and
 * pending requests alive (as in a browser), which would hold the build open.
 */
function renderInWorker(entry: string, pages: readonly (readonly [string, Lang])[]): Promise<string[]> {
  const worker = new Worker(WORKER, { eval: true, workerData: { entry, pages } });
  return new Promise<string[]>((done, fail) => {
    worker.once('message', done);
    worker.once('error', fail);
    worker.once('exit', (code) => fail(new Error(`prerender: the renderer stopped (${code})`)));
  }).finally(() => void worker.terminate());
}

/** The stylesheets of a route's screen chunk and of the chunks it imports statically. */
function routeCss(bundle: Rollup.OutputBundle, routeFile: string): string[] {
  const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
  const screen = chunks.find((c) => c.moduleIds.some((id) => id.startsWith(routeFile) && id.includes('tsr-split=component')));
  if (!screen) throw new Error(`prerender: no screen chunk for ${routeFile}`);
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const css = new Set<string>();
  const seen = new Set<string>();
  const walk = (chunk: Rollup.OutputChunk) => {
    if (seen.has(chunk.fileName) || chunk.isEntry) return;
    seen.add(chunk.fileName);
    for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
    for (const name of chunk.imports) {
      const next = byName.get(name);
      if (next) walk(next);
    }
  };
  walk(screen);
  return [...css];
}

/** index.html with a prerendered #root: its stylesheets block the paint (the page is drawn at once). */
function page(shell: string, markup: string, path: string, lang: Lang, css: readonly string[]): string {
  const links = css
    .filter((file) => !shell.includes(`href="/${file}"`))
    .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
    .join('\n    ');
  const out = shell
    .replace('<html lang="en">', `<html lang="${lang}" ${PRERENDERED_ATTR}="${path}">`)
    .replace(/<link rel="preload" as="style"( crossorigin)? href="([^"]+)" data-app-css>/g, '<link rel="stylesheet"$1 href="$2">')
    .replace('</head>', `  ${links}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
  if (!out.includes(markup) || !out.includes(PRERENDERED_ATTR)) throw new Error('prerender: index.html has changed shape');
  return out;
}

/**
 * Prerenders the public first screens (src/app/prerendered.ts) into the build after the client
 * bundle is written and before the service worker's precache list is made, so the worker precaches
 * them. The app's components are built for Node (a second, SSR build of src/app/prerender-entry.tsx)
 * and drawn with react-dom/static as a guest with no data.
 */
export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  const cssOf = new Map<string, string[]>();
  return {
    name: 'prerender-pages',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild && process.env.PRERENDER !== '0',
    configResolved(c) {
      config = c;
    },
    generateBundle(_, bundle) {
      for (const path of PRERENDERED_PATHS) cssOf.set(path, routeCss(bundle, resolve(config.root, ROUTE_FILES[path] ?? '')));
    },
    closeBundle: {
      sequential: true,
      order: 'pre',
      async handler() {
        const outDir = resolve(config.root, config.build.outDir);
        // inside the project, so Node finds the libraries the built renderer imports
        const tmp = await mkdtemp(join(config.root, 'node_modules', '.prerender-'));
        try {
          await build({
            configFile: false,
            root: config.root,
            mode: config.mode,
            logLevel: 'warn',
            plugins: [react()],
            define: config.define,
            build: { ssr: ENTRY, outDir: tmp, emptyOutDir: true, target: 'node20' },
          });
          const pages = PRERENDERED_LANGS.flatMap((lang) => PRERENDERED_PATHS.map((path) => [path, lang] as const));
          const markups = await renderInWorker(pathToFileURL(join(tmp, 'prerender-entry.js')).href, pages);
          const shell = await readFile(join(outDir, 'index.html'), 'utf8');
          for (const [i, [path, lang]] of pages.entries()) {
            // the router's scroll-restoration script: the app restores scroll itself, and the CSP allows no other inline script
            const markup = (markups[i] ?? '').replace(/<script>[\s\S]*?<\/script>/g, '');
            const file = join(outDir, prerenderedFile(path, lang) ?? '');
            await mkdir(dirname(file), { recursive: true });
            await writeFile(file, page(shell, markup, path, lang, cssOf.get(path) ?? []));
          }
        } finally {
          await rm(tmp, { recursive: true, force: true });
        }
      },
    },
  };
}
