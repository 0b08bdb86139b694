import type { QueryClient } from '@tanstack/react-query';
import { type AnyRoute, createRouter, type ParsedLocation, type RouterHistory, parseSearchWith, stringifySearchWith } from '@tanstack/react-router';
import { parseSearchValue } from '../lib/search-params';
import { getSession, type Session } from '../session';
import { routeTree } from '../routeTree.gen';
import { RouteSkeleton } from './RouteSkeleton';

export interface RouterContext {
  queryClient: QueryClient;
  /** the stored session as it is now (guards read it at each navigation) */
  session: () => Session;
  /** the router's own routes: where a desktop form declared in a route's staticData is looked up */
  routes: () => readonly AnyRoute[];
}

/**
 * The window's scroll on a move to another screen happens as the new screen goes into the document,
 * not after it. The router's own scroll restoration runs on its "rendered" event, which comes a task
 * or several after the new screen was drawn (tens to hundreds of ms on a slow phone): a player who
 * scrolled a price into view and tapped in that window had the page jump back to the top under the
 * finger, and the tap landed on what then stood there (the odds page's live-stream frame).
 *
 * A screen reached by a link, a redirect or a typed address is put at the top when it mounts, and the
 * router then leaves it alone. A screen with a kept position (Back, Forward, a reload) is still
 * restored by the router, unless the player touched, scrolled with a wheel or pressed a key since it
 * mounted: a page the player is already using is never moved for them.
 */
const state = { mountedByUs: null as string | null, touchedSinceMount: false };

const scrollKeyOf = (location: ParsedLocation): string => location.state.__TSR_key || location.href;

/** The router's `scrollRestoration` option: whether its late pass may scroll the window for `location`. */
function routerMayScroll({ location }: { location: ParsedLocation }): boolean {
  return scrollKeyOf(location) !== state.mountedByUs && !state.touchedSinceMount;
}

/** What scroll-on-mount.ts writes (installed after the first screen, which starts at the top anyway). */
export const scrollGate = state;

/** history: the browser's by default; prerendering (src/boot/prerender-entry.tsx) gives a memory history. */
export function makeRouter(queryClient: QueryClient, history?: RouterHistory) {
  const router = createRouter({
    routeTree,
    ...(history ? { history } : {}),
    context: { queryClient, session: getSession, routes: (): readonly AnyRoute[] => Object.values(router.routesById) },
    defaultPreload: 'intent',
    // the window is put at the top as a new screen mounts (scroll-on-mount.ts); the router restores kept positions
    scrollRestoration: routerMayScroll,
    defaultPendingComponent: RouteSkeleton,
    // ids typed by hand keep their digits (1.2300 is not 1.23); the app's own links quote them anyway
    parseSearch: parseSearchWith(parseSearchValue),
    stringifySearch: stringifySearchWith(JSON.stringify, parseSearchValue),
  });
  return router;
}

export type AppRouter = ReturnType<typeof makeRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
