import type { QueryClient } from '@tanstack/react-query';
import { createRouter, parseSearchWith, stringifySearchWith } from '@tanstack/react-router';
import { parseSearchValue } from '../lib/search-params';
import { routeTree } from '../routeTree.gen';
import { RouteSkeleton } from './RouteSkeleton';

export interface RouterContext {
  queryClient: QueryClient;
}

export function makeRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
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
