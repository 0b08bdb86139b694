import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { QueryClient } from '@tanstack/react-query';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { createStore, del, get, set } from 'idb-keyval';
import { isApiError, isPublicCallName } from '../api';

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // a refused token is handled by the session layer; a wrong shape will not fix itself
        retry: (count, err) => count < 2 && !(isApiError(err) && (err.kind === 'unauthorized' || err.kind === 'shape' || err.status === 404)),
        refetchOnWindowFocus: false,
        gcTime: 24 * 3600 * 1000,
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

const store = typeof indexedDB !== 'undefined' ? createStore('taka-query', 'cache') : undefined;

/** Only public queries (keyed by a PUBLIC_CALLS name) are written to IndexedDB; never a private one. */
export function persistOptions(): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    persister: createAsyncStoragePersister({
      storage: store
        ? { getItem: (k) => get<string>(k, store).then((v) => v ?? null), setItem: (k, v) => set(k, v, store), removeItem: (k) => del(k, store) }
        : undefined,
      throttleTime: 1000,
    }),
    maxAge: 7 * 24 * 3600 * 1000,
    buster: __BUILD_ID__,
    dehydrateOptions: {
      shouldDehydrateQuery: (q) => q.state.status === 'success' && isPublicCallName(q.queryKey[0]),
      shouldDehydrateMutation: () => false,
    },
  };
}
