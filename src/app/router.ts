import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory, parseSearchWith, stringifySearchWith } from '@tanstack/react-router';
import { parseSearchValue } from '../lib/search-params';
import { routeTree } from '../routeTree.gen';
import { RouteSkeleton } from './RouteSkeleton';

export interface RouterContext {
  queryClient: QueryClient;
}

/** history: the browser's by default; prerendering (src/boot/prerender-entry.tsx) gives a memory history. */
export function makeRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    context: { queryClient },
    defaultPreload: 'intent',
    scrollRestoration: true,
    defaultPendingComponent: RouteSkeleton,
    // ids typed by hand keep their digits (1.2300 is not 1.23); the app's own links quote them anyway
    parseSearch: parseSearchWith(parseSearchValue),
    stringifySearch: stringifySearchWith(JSON.stringify, parseSearchValue),
  });
}

export type AppRouter = ReturnType<typeof makeRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
