import type { PublicCallName } from '../api/public-calls';
import type { publicCalls } from '../api/calls/public';
import { parseGamesList } from '../features/games/search';

/**
 * THE table of the first load: what each address a player lands on needs before and during its first
 * screen. Everything else is derived from it:
 * - its route's loader asks for `calls` (src/boot/first-calls.ts), and on a first load index.html's boot
 *   script asks for them before any module has loaded (src/boot/script/early.ts);
 * - the build lists the screen's scripts in index.html for the `preload` layouts, and the boot script
 *   asks for them early (src/boot/build/screen-preloads.ts, src/boot/script/preloads.ts);
 * - the splash shows the screen's first images in its `splash` box, where the screen will show them
 *   (src/boot/splash.css, src/boot/script/splash.ts);
 * - the build prerenders the `prerender` addresses for a guest on a phone, and the server and the
 *   service worker send those pages (src/boot/build/prerender.ts, src/shared/prerendered.ts).
 * An address not in the table still loads: the splash alone, the shell's answers early, no prerendered page.
 * How to add one: docs/first-load.md.
 *
 * Imported by the inline boot script: only small modules free of side effects (its build checks its size).
 */

export type Layout = 'phone' | 'desktop';

/** A public call and its arguments, as publicCalls (src/api/calls/public.ts) takes them. */
export type FirstCall = { [N in PublicCallName]: readonly [N, ...Parameters<(typeof publicCalls)[N]>] }[PublicCallName];

/** The kinds of splash box (src/boot/splash.css): the home's first banner, the games list's first row of posters. */
export type SplashBox = 'hero' | 'posters';

/** The public answers a screen asks for first, beyond the shell's (EARLY_SHELL_CALLS), by its search and layout. */
export type FirstCalls = (search: Record<string, unknown>, phone: boolean) => readonly FirstCall[];

export interface Landing {
  /** What the screen asks for first: its route's loader is loadFirstCalls(these) (src/boot/first-calls.ts). */
  calls?: FirstCalls;
  /** The splash's box for the screen's first images: shown on a phone, where the screen will show them. */
  splash?: SplashBox;
  /** The layouts in which the boot script asks for the screen's scripts before the app's own script has run. */
  preload?: readonly Layout[];
  /** Prerendered at build time (a guest on a phone, in each language): painted before any script has run. */
  prerender?: true;
  /**
   * Where a desktop is sent instead (the route's staticData.desktop is false): its first screen is that
   * address's. The boot script gives it the desktop's address rules: imported here, they would be
   * bundled with the route loaders into the first paint, where the phone needs none of them.
   */
  onDesktop?: (search: Record<string, unknown>, desktop: DesktopRules) => string;
}

/** The desktop's address rules (features/layout/categories.ts) an onDesktop may use. */
export interface DesktopRules {
  /** where a desktop shows the games list of a type: its category page, else home */
  gamesTarget: (type: unknown) => string;
}

// The calls are named so that a route's loader takes its own alone: the table itself is not in the
// app's bundle (its first paint), only in the boot script's and the build's; nor is what only they need.

/** Home: the slides; a desktop's first screen reaches its promotions strip too. */
export const homeCalls: FirstCalls = (_search, phone) => (phone ? [['sliders']] : [['sliders'], ['promotions']]);

/** The games list: the type's providers and its games (of one provider when the address names one). */
export const gamesCalls: FirstCalls = (search) => {
  const { type, system } = parseGamesList(search);
  return [
    ['systems', type],
    ['games', type, system ? [system] : []],
  ];
};

export const LANDINGS = {
  // the installed app opens here
  '/': { calls: homeCalls, splash: 'hero', preload: ['phone', 'desktop'] },
  '/games': {
    calls: gamesCalls,
    splash: 'posters',
    preload: ['phone'],
    // a desktop shows no games list: the type's category page, else home (desktopTargetFor's rule)
    onDesktop: (search, desktop) => desktop.gamesTarget(search.type),
  },
  '/login': { prerender: true },
} satisfies Record<string, Landing>;

/** The table's row of an address (a path: it starts with a slash, so never names an Object property), if it has one. */
export const landingOf = (path: string): Landing | undefined => (LANDINGS as Record<string, Landing | undefined>)[path];

/** The addresses the build prerenders. */
export const prerenderedPaths = (): string[] => Object.keys(LANDINGS).filter((path) => landingOf(path)?.prerender);

/** What boot asks for on every screen (prefetchShellAnswers in features/site). */
export const EARLY_SHELL_CALLS: readonly PublicCallName[] = ['logo', 'general', 'sociallink'];

/** An address's search as the router reads it (strings only). */
export const searchOf = (search: string): Record<string, string> => Object.fromEntries(new URLSearchParams(search));

/**
 * The address whose screen this visit draws first: the app's own (the router draws /games/ as /games),
 * or on a desktop the one its `onDesktop` sends it to (the root route's beforeLoad does the same).
 */
export function landingAddress(at: Pick<Location, 'pathname' | 'search'>, phone: boolean, desktop: DesktopRules): Pick<Location, 'pathname' | 'search'> {
  const pathname = at.pathname.replace(/(.)\/+$/, '$1');
  const onDesktop = phone ? undefined : landingOf(pathname)?.onDesktop;
  return onDesktop ? { pathname: onDesktop(searchOf(at.search), desktop), search: '' } : { pathname, search: at.search };
}
