/**
 * The public first screens prerendered at build time (scripts/prerender-plugin.ts): one page per
 * address and language, drawn for the phone layout as a guest with no data. The server and the
 * service worker pick one by address and the `lang` cookie; the boot script and main.tsx decide
 * whether the app hydrates it. A module of its own, free of React, for all of them.
 */
/** The app's languages (i18n/stored-lang.ts's Lang; that module needs the DOM, which the service worker has not). */
type Lang = 'en' | 'bn';

// Only /login. Each page carries its first screen's critical CSS inline and loads the stylesheets
// without blocking the paint (scripts/prerender-plugin.ts). / and /games were measured with it
// (Lighthouse mobile and real loads at slow 4G and 4x CPU, alternating with the build without them):
// both still painted later than the splash (FCP about 2.0-2.4 s against 0.7-1.1 s in Lighthouse) and
// home's LCP came later (median 3.1 s against 2.7 s), so they stay off the list.
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

/**
 * Set on <html> of a prerendered page (the address it was drawn for); the boot script removes it
 * when this visit cannot hydrate it (wider than a phone, another language, a search, a member), and
 * index.html's splash then lies over it until the app has rendered.
 */
export const PRERENDERED_ATTR = 'data-prerendered';

/**
 * Set on the device while a player is logged in (boot.ts keeps it), so the boot script knows before
 * any module loads that the guest page must not be shown as it is: the session itself is in IndexedDB.
 */
export const MEMBER_HINT_KEY = 'memberHint';

/** The element of index.html that lists each landing screen's scripts (scripts/route-preloads-plugin.ts). */
export const ROUTE_PRELOADS_ID = 'route-preloads';
