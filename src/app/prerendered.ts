/**
 * The public first screens prerendered at build time (scripts/prerender-plugin.ts): one page per
 * address and language, drawn for the phone layout as a guest with no data. The server and the
 * service worker pick one by address and the `lang` cookie; the boot script and main.tsx decide
 * whether the app hydrates it. A module of its own, free of React, for all of them.
 */
/** The app's languages (i18n/stored-lang.ts's Lang; that module needs the DOM, which the service worker has not). */
type Lang = 'en' | 'bn';

// Only /login: prerendering / and /games measured a later LCP on slow 4G (their route stylesheets
// block the paint; docs/first-paint.md has the figures), /login a lower TBT at the same LCP.
export const PRERENDERED_PATHS: readonly string[] = ['/login'];
export const PRERENDERED_LANGS: readonly Lang[] = ['en', 'bn'];

/** The built page for an address and language (under the build's folder), or none. */
export function prerenderedFile(path: string, lang: Lang): string | undefined {
  if (!PRERENDERED_PATHS.includes(path)) return undefined;
  return `/prerender/${lang}${path === '/' ? '/index' : path}.html`;
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
