/**
 * Which prerendered page answers a navigation: one rule for the server (server/app.ts), the service
 * worker (sw/sw.ts) and the build that writes the pages (src/boot/build/prerender.ts). Which addresses
 * have one is the first-load table's choice (src/boot/landings.ts, `prerender`): the build writes
 * those pages, and the server and the worker send a page only where the build wrote one.
 */

/** The app's languages (i18n/stored-lang.ts's Lang; that module needs the DOM, which the service worker has not). */
export type Lang = 'en' | 'bn';

export const PRERENDERED_LANGS: readonly Lang[] = ['en', 'bn'];

/**
 * Each page is built twice. `net`, sent by the server on a visit the service worker does not answer:
 * the first screen's critical CSS inline and the stylesheets loading without blocking the paint, which
 * on a slow link would cost a round trip after the HTML. `sw`, precached and sent by the service worker:
 * the stylesheets linked (they come from the same cache at once), so the precache holds no copy of the
 * rules in every page.
 */
export type PrerenderedCopy = 'net' | 'sw';

/** An address a page can be written for: letters, digits, `-` and `_` between slashes, no dots, no slash at the end. */
const PAGE_ADDRESS = /^\/(?:[\w-]+(?:\/[\w-]+)*)?$/;

/** Where the build writes the page of an address and language (under its folder); none for an address that cannot have one. */
export function prerenderedFile(path: string, lang: Lang, copy: PrerenderedCopy): string | undefined {
  if (!PAGE_ADDRESS.test(path)) return undefined;
  return `/prerender/${copy}/${lang}${path === '/' ? '/index' : path}.html`;
}

/** The language a `Cookie` header (or document.cookie) names: English unless it says Bangla. */
export function langFromCookie(cookie: string | null | undefined): Lang {
  return /(?:^|;\s*)lang=bn(?:;|$)/.test(cookie ?? '') ? 'bn' : 'en';
}
