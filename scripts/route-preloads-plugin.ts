import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { ROUTE_PRELOADS_ID } from '../src/app/prerendered.ts';

/** A route file's screen, as TanStack Router's code splitting names its chunk. */
const screenOf = (routeFile: string) => ({ file: routeFile, split: true });
const moduleOf = (file: string) => ({ file, split: false });

/**
 * The screens players land on (the installed app opens /), per layout: the modules whose chunks the
 * page imports when it opens there. On a desktop, / also draws the desktop shell and its own screens,
 * which boot imports after the route's load (src/app/desktop/load-desktop.ts): listed, they travel
 * with the home screen's scripts instead of a round trip after them.
 */
const LANDING = {
  phone: { '/': [screenOf('src/routes/index.tsx')], '/games': [screenOf('src/routes/games.tsx')] },
  desktop: { '/': [screenOf('src/routes/index.tsx'), moduleOf('src/app/desktop/DesktopShell.tsx'), moduleOf('src/features/desktop/DesktopScreen.tsx')] },
} as const;

/**
 * What boot imports before the first render on any screen, per language (and a desktop's own texts
 * and address mapping):
 * React DOM's client, the persisted cache's module, the shell's texts. Each was asked for only once the
 * app's own scripts had run, a round trip after them on a weak link.
 */
const BOOT = {
  en: ['react-dom/client', 'src/app/persist.ts', 'src/i18n/shell-en.ts'],
  bn: ['react-dom/client', 'src/app/persist.ts', 'src/i18n/shell-bn.ts'],
  // and where a desktop sends an address it does not show (the root route's beforeLoad imports it)
  'desktop-en': ['src/i18n/locales/en/desktop.json', 'src/features/layout/desktop-routes.ts'],
  'desktop-bn': ['src/i18n/locales/bn/desktop.json', 'src/features/layout/desktop-routes.ts'],
} as const;

/**
 * Writes into index.html, for each layout and landing address, the scripts (and stylesheets) of its screen that the page does not
 * load already: the screen's chunk and what it imports, the list Vite's loader would add links for
 * when the router loads the screen. The boot script adds those links while the page still waits for
 * its own scripts; the loader then finds them in place. Added by the loader, the home screen's 14
 * links took 90-110 ms at 4x CPU inside the router's first load, its longest task.
 */
export function routePreloads(): Plugin {
  let root = process.cwd();
  return {
    name: 'route-preloads',
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
        const filesOf = (modules: readonly { file: string; split: boolean }[]): string[] => {
          const files = new Set<string>();
          for (const m of modules) {
            const id = m.file.startsWith('src/') ? resolve(root, m.file) + (m.split ? '?tsr-split=component' : '') : fromRoot.resolve(m.file);
            const chunk = chunks.find((c) => c.facadeModuleId === id);
            if (!chunk) throw new Error(`route-preloads: no chunk for ${m.file}`);
            withImports(chunk.fileName, files);
          }
          // each with its stylesheets: the loader adds them when the chunk is imported, and waits for them
          const withStyles = [...files].flatMap((f) => [f, ...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]);
          return [...new Set(withStyles)].filter((f) => !html.includes(`/${f}"`)).map((f) => `/${f}`);
        };
        const list: Record<string, Record<string, string[]>> = {};
        for (const [layout, paths] of Object.entries(LANDING)) {
          list[layout] = Object.fromEntries(Object.entries(paths).map(([path, modules]) => [path, filesOf(modules)]));
        }
        list.boot = Object.fromEntries(Object.entries(BOOT).map(([key, files]) => [key, filesOf(files.map(moduleOf))]));
        const json = JSON.stringify(list).replace(/</g, '\\u003c');
        return html.replace('</head>', `  <script type="application/json" id="${ROUTE_PRELOADS_ID}">${json}</script>\n  </head>`);
      },
    },
  };
}
