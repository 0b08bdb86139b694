/**
 * Which public first screens are prerendered at build time (scripts/prerender-plugin.ts) and where the
 * built page of an address and language is: one page per address and language, drawn for the phone
 * layout as a guest with no data. The server and the service worker pick one by address and the
 * `lang` cookie, so this module is shared by the build, the app, the service worker and the server
 * (no DOM, no React).
 */
/** The app's languages (i18n/stored-lang.ts's Lang; that module needs the DOM, which the service worker has not). */
type Lang = 'en' | 'bn';

// Only /login. Each page carries its first screen's critical CSS inline and loads the stylesheets
// without blocking the paint (scripts/prerender-plugin.ts). / and /games painted later prerendered
// than with the splash (docs/first-paint.md), so they stay off the list.
export const PRERENDERED_PATHS: readonly string[] = ['/login'];
export const PRERENDERED_LANGS: readonly Lang[] = ['en', 'bn'];

/**
 * Each page is built twice. `net`, sent by the server on a visit the service worker does not answer:
 * the first screen's critical CSS inline and the stylesheets loading without blocking the paint, which
 * on a slow link would cost a round trip after the HTML. `sw`, precached and sent by the service worker:
 * the stylesheets linked (they come from the same cache at once), so the precache holds no copy of the
 * rules in every page.
 */
export type PrerenderedCopy = 'net' | 'sw';

/** The built page for an address and language (under the build's folder), or none. */
export function prerenderedFile(path: string, lang: Lang, copy: PrerenderedCopy): string | undefined {
  if (!PRERENDERED_PATHS.includes(path)) return undefined;
  return `/prerender/${copy}/${lang}${path === '/' ? '/index' : path}.html`;
}

/** The language a `Cookie` header (or document.cookie) names: English unless it says Bangla. */
export function langFromCookie(cookie: string | null | undefined): Lang {
  return /(?:^|;\s*)lang=bn(?:;|$)/.test(cookie ?? '') ? 'bn' : 'en';
}
