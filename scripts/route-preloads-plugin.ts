import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { ROUTE_PRELOADS_ID } from '../src/app/prerendered.ts';

/** The screens players land on (the installed app opens /), by their route file. */
const LANDING_ROUTES: Record<string, string> = { '/': 'src/routes/index.tsx', '/games': 'src/routes/games.tsx' };

/**
 * Writes into index.html, for each landing address, the scripts of its screen that the page does not
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
        const list: Record<string, string[]> = {};
        for (const [path, routeFile] of Object.entries(LANDING_ROUTES)) {
          const id = `${resolve(root, routeFile)}?tsr-split=component`;
          const screen = chunks.find((c) => c.facadeModuleId === id);
          if (!screen) throw new Error(`route-preloads: no chunk for ${routeFile}'s screen`);
          list[path] = [...withImports(screen.fileName, new Set())].filter((f) => !html.includes(`/${f}"`)).map((f) => `/${f}`);
        }
        const json = JSON.stringify(list).replace(/</g, '\\u003c');
        return html.replace('</head>', `  <script type="application/json" id="${ROUTE_PRELOADS_ID}">${json}</script>\n  </head>`);
      },
    },
  };
}
