import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import react from '@vitejs/plugin-react';
import Beasties, { type Options as BeastiesOptions } from 'beasties';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import { type Lang, PRERENDERED_LANGS, type PrerenderedCopy, prerenderedFile } from '../../shared/prerendered.ts';
import { prerenderedPaths } from '../landings.ts';
import { PRERENDERED_ATTR } from '../page-keys.ts';
import { routeFileOf } from './route-file.ts';

/** The server side of the first render (src/boot/prerender-entry.tsx). */
const ENTRY = 'src/boot/prerender-entry.tsx';

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

/**
 * index.html with a prerendered #root and every stylesheet its screen needs as a link (index.html's
 * preloads and the route's), which the critical-CSS pass reads and then defers (deferStyles).
 */
function page(shell: string, markup: string, path: string, lang: Lang, css: readonly string[]): string {
  const links = css
    .filter((file) => !shell.includes(`href="/${file}"`))
    .map((file) => `<link rel="stylesheet" crossorigin href="/${file}" data-app-css>`)
    .join('\n    ');
  const out = shell
    .replace('<html lang="en">', `<html lang="${lang}" ${PRERENDERED_ATTR}="${path}">`)
    .replace(/<link rel="preload" as="style"( crossorigin)? href="([^"]+)" data-app-css>/g, '<link rel="stylesheet"$1 href="$2" data-app-css>')
    .replace('</head>', `  ${links}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${markup}</div>`);
  if (!out.includes(markup) || !out.includes(PRERENDERED_ATTR)) throw new Error('prerender: index.html has changed shape');
  return out;
}

/**
 * The app's stylesheets become preloads again once their critical rules are inline: the first screen
 * paints with the inlined rules alone, and main.tsx applies the whole sheets before the app's first
 * render (src/boot/styles.ts), as on index.html. No inline script or handler: the CSP allows none.
 */
function deferStyles(html: string): string {
  const out = html.replace(/<link\b[^>]*\bdata-app-css\b[^>]*>/g, (link) => link.replace(/\brel="stylesheet"/, 'rel="preload" as="style"'));
  if (/<link\b[^>]*rel="stylesheet"[^>]*data-app-css/.test(out)) throw new Error('prerender: a stylesheet was left blocking');
  return out;
}

/** The service worker's copy: the stylesheets stay blocking links (from its cache they cost no round trip). */
export function linkedStyles(html: string): string {
  return html.replace(/ data-app-css>/g, '>');
}

/** Where a page goes, by the rule the server and the service worker read it with. */
function fileOf(outDir: string, path: string, lang: Lang, copy: PrerenderedCopy): string {
  const file = prerenderedFile(path, lang, copy);
  if (!file) throw new Error(`prerender: ${path} cannot have a page (src/shared/prerendered.ts)`);
  return join(outDir, file);
}

async function write(file: string, html: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, html);
}

/**
 * The server's copy of a page: Beasties inlines the rules that match the prerendered markup
 * (pseudo-classes, media queries and the keyframes they use included) before the links, which are
 * then deferred. index.html's own inline style (the splash, the early hero image the boot script
 * adds) is left as written: its rules are for elements not in the markup.
 */
export function criticalCss(outDir: string): (html: string) => Promise<string> {
  const beasties = new Beasties({
    path: outDir,
    publicPath: '/',
    // links left as they are (deferStyles defers them); its README documents `false`, its type omits it
    preload: false as unknown as BeastiesOptions['preload'],
    reduceInlineStyles: false,
    pruneSource: false,
    fonts: false,
    logLevel: 'warn',
  });
  return async (html) => deferStyles(await beasties.process(html));
}

/**
 * Prerenders the first-load table's `prerender` addresses (src/boot/landings.ts) into the build after
 * the client bundle is written and before the service worker's precache list is made, so the worker
 * precaches them. The app's components are built for Node (a second, SSR build of
 * src/boot/prerender-entry.tsx) and drawn with react-dom/static as a guest with no data. Each page is
 * written twice (src/shared/prerendered.ts): the server's copy with its critical CSS inline (Beasties)
 * and the stylesheets deferred, the service worker's with the stylesheets linked.
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
      for (const path of prerenderedPaths()) cssOf.set(path, routeCss(bundle, resolve(config.root, routeFileOf(config.root, path))));
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
          const pages = PRERENDERED_LANGS.flatMap((lang) => prerenderedPaths().map((path) => [path, lang] as const));
          const markups = await renderInWorker(pathToFileURL(join(tmp, 'prerender-entry.js')).href, pages);
          const shell = await readFile(join(outDir, 'index.html'), 'utf8');
          const withCriticalCss = criticalCss(outDir);
          for (const [i, [path, lang]] of pages.entries()) {
            // the router's scroll-restoration script: the app restores scroll itself, and the CSP allows no other inline script
            const markup = (markups[i] ?? '').replace(/<script>[\s\S]*?<\/script>/g, '');
            const html = page(shell, markup, path, lang, cssOf.get(path) ?? []);
            await write(fileOf(outDir, path, lang, 'net'), await withCriticalCss(html));
            await write(fileOf(outDir, path, lang, 'sw'), linkedStyles(html));
          }
        } finally {
          await rm(tmp, { recursive: true, force: true });
        }
      },
    },
  };
}
