import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { type Landing, LANDINGS, type Layout } from '../landings';
import { ROUTE_PRELOADS_ID } from '../page-keys';
import { routeFileOf } from './route-file';

type Module = { file: string; split: boolean };
/** A route file's screen, as TanStack Router's code splitting names its chunk. */
const screenOf = (routeFile: string): Module => ({ file: routeFile, split: true });
const moduleOf = (file: string): Module => ({ file, split: false });

/**
 * What a desktop draws on a landing address besides the route's screen: its shell and its own
 * screens (home, promotions, the account tabs), which boot imports after the route's load
 * (src/app/desktop/load-desktop.ts). Listed, they travel with the screen's scripts instead of a
 * round trip after them.
 */
const DESKTOP_LAYOUT = [moduleOf('src/app/desktop/DesktopShell.tsx'), moduleOf('src/features/layout/DesktopScreen.tsx')];

/** The modules of each landing screen per layout, from the first-load table's `preload`. */
function landingModules(root: string): Record<Layout, Record<string, Module[]>> {
  const lists: Record<Layout, Record<string, Module[]>> = { phone: {}, desktop: {} };
  for (const [path, row] of Object.entries(LANDINGS)) {
    for (const layout of (row as Landing).preload ?? []) {
      lists[layout][path] = [screenOf(routeFileOf(root, path)), ...(layout === 'desktop' ? DESKTOP_LAYOUT : [])];
    }
  }
  return lists;
}

/**
 * What boot imports before the first render on any screen, per language (and a desktop's own texts
 * and address mapping): React DOM's client, the persisted cache's module, the shell's texts. Each was
 * asked for only once the app's own scripts had run, a round trip after them on a weak link.
 */
const BOOT = {
  en: ['react-dom/client', 'src/app/persist.ts', 'src/i18n/shell-en.ts'],
  bn: ['react-dom/client', 'src/app/persist.ts', 'src/i18n/shell-bn.ts'],
  // and where a desktop sends an address it does not show (the root route's beforeLoad imports it)
  'desktop-en': ['src/i18n/locales/en/desktop.json', 'src/features/layout/desktop-routes.ts'],
  'desktop-bn': ['src/i18n/locales/bn/desktop.json', 'src/features/layout/desktop-routes.ts'],
} as const;

/**
 * Writes into index.html, for each layout and landing address, the scripts (and stylesheets) of its
 * screen that the page does not load already: the screen's chunk and what it imports, the list Vite's
 * loader would add links for when the router loads the screen. The boot script adds those links while
 * the page still waits for its own scripts (src/boot/script/preloads.ts); the loader then finds them
 * in place instead of adding them inside the router's first load.
 */
export function screenPreloads(): Plugin {
  let root = process.cwd();
  return {
    name: 'screen-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) => {
        const chunks = Object.values(ctx.bundle ?? {}).flatMap((c) => (c.type === 'chunk' ? [c] : []));
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const withImports = (file: string, into: Set<string>): Set<string> => {
          if (into.has(file)) return into;
          into.add(file);
          for (const dep of byFile.get(file)?.imports ?? []) withImports(dep, into);
          return into;
        };
        const fromRoot = createRequire(resolve(root, 'package.json'));
        /** the modules' chunks and what they import, with their stylesheets, less what the page loads itself */
        const filesOf = (modules: readonly Module[]): string[] => {
          const files = new Set<string>();
          for (const m of modules) {
            const id = m.file.startsWith('src/') ? resolve(root, m.file) + (m.split ? '?tsr-split=component' : '') : fromRoot.resolve(m.file);
            const chunk = chunks.find((c) => c.facadeModuleId === id);
            if (!chunk) throw new Error(`screen-preloads: no chunk for ${m.file}`);
            withImports(chunk.fileName, files);
          }
          // each with its stylesheets: the loader adds them when the chunk is imported, and waits for them
          const withStyles = [...files].flatMap((f) => [f, ...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]);
          return [...new Set(withStyles)].filter((f) => !html.includes(`/${f}"`)).map((f) => `/${f}`);
        };
        const list: Record<string, Record<string, string[]>> = {};
        for (const [layout, paths] of Object.entries(landingModules(root))) {
          list[layout] = Object.fromEntries(Object.entries(paths).map(([path, modules]) => [path, filesOf(modules)]));
        }
        list.boot = Object.fromEntries(Object.entries(BOOT).map(([key, files]) => [key, filesOf(files.map(moduleOf))]));
        const json = JSON.stringify(list).replace(/</g, '\\u003c');
        return html.replace('</head>', `  <script type="application/json" id="${ROUTE_PRELOADS_ID}">${json}</script>\n  </head>`);
      },
    },
  };
}
