import type { QueryClient } from '@tanstack/react-query';
import { type AnyRoute, createRouter, type RouterHistory, parseSearchWith, stringifySearchWith } from '@tanstack/react-router';
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

/** history: the browser's by default; prerendering (src/boot/prerender-entry.tsx) gives a memory history. */
export function makeRouter(queryClient: QueryClient, history?: RouterHistory) {
  const router = createRouter({
    routeTree,
    ...(history ? { history } : {}),
    context: { queryClient, session: getSession, routes: (): readonly AnyRoute[] => Object.values(router.routesById) },
    defaultPreload: 'intent',
    scrollRestoration: true,
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
