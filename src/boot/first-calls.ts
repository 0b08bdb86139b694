import type { QueryClient } from '@tanstack/react-query';
import { publicQueries } from '../api';
import type { PublicCallName } from '../api/public-calls';
import { isDesktopNow } from '../features/layout/useIsDesktop';
import type { FirstCalls } from './landings';

/** publicQueries, each taking its call's own arguments (FirstCall pairs them). */
const queries = publicQueries as unknown as Record<PublicCallName, (...args: unknown[]) => Parameters<QueryClient['ensureQueryData']>[0]>;

/**
 * A landing route's loader: asks for the calls of its row of the first-load table
 * (src/boot/landings.ts) in this layout, not awaited, so the answers travel with the screen's chunk
 * instead of after its first render. On a first load they are the boot script's early answers (src/api/early.ts).
 */
export const loadFirstCalls =
  (calls: FirstCalls) =>
  ({ context, location }: { context: { queryClient: QueryClient }; location: { search: object } }): void => {
    // the address's search, as the boot script reads it (a route whose calls read it reloads on it: loaderDeps)
    // a kept answer stands and is asked for again when stale; a failure is the screen's to show, not the loader's
    for (const [name, ...args] of calls(location.search as Record<string, unknown>, !isDesktopNow()))
      void context.queryClient.ensureQueryData({ ...queries[name](...args), revalidateIfStale: true }).catch(() => undefined);
  };
