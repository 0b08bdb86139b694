import type { Plugin } from 'vite';
import { bootScript } from './boot-script';
import { preloadAppStyles, preloadReactDom } from './first-paint';
import { screenPreloads } from './screen-preloads';
import { splashStyle } from './splash-style';

export { FIRST_PAINT_GROUPS, idleChunkPreloads } from './first-paint';
export { prerenderPages } from './prerender';

/**
 * The build's part of the first load (docs/first-load.md), in their order in index.html's transform:
 * the splash's style and the boot script written in, the app's stylesheets and React DOM preloaded,
 * then the landing screens' script lists (after the page's own links: they leave out what it loads).
 */
export function firstLoadPlugins(): Plugin[] {
  return [splashStyle(), bootScript(), preloadAppStyles, preloadReactDom, screenPreloads()];
}
