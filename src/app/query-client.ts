import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { QueryClient } from '@tanstack/react-query';
import { type PersistedClient, type PersistQueryClientOptions, type Persister, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { createStore, del, get, set } from 'idb-keyval';
import { isApiError, isPublicCallName, PUBLIC_CALLS } from '../api';

/** How long public answers stay usable from IndexedDB (and in memory) for an offline start. */
export const PERSIST_MAX_AGE_MS = 7 * 24 * 3600 * 1000;

export function makeQueryClient(): QueryClient {
  const qc = new QueryClient({
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
  // public answers live as long as their persisted copy may be used
  for (const name of Object.keys(PUBLIC_CALLS)) qc.setQueryDefaults([name], { gcTime: PERSIST_MAX_AGE_MS });
  return qc;
}

const store = typeof indexedDB !== 'undefined' ? createStore('taka-query', 'cache') : undefined;

/**
 * Saves the persisted cache when a public query changed. The library's own subscription dehydrates
 * the whole cache on every cache event, e.g. each odds answer every 300 ms, to find nothing to keep.
 */
export function subscribePublicSaves(queryClient: QueryClient, options: Omit<PersistQueryClientOptions, 'queryClient'>): () => void {
  const props = { ...options, queryClient };
  return queryClient.getQueryCache().subscribe((ev) => {
    if ((ev.type === 'added' || ev.type === 'updated' || ev.type === 'removed') && isPublicCallName(ev.query.queryKey[0])) {
      void persistQueryClientSave(props);
    }
  });
}

/**
 * A public query's events include fetch-state changes (fetching, paused); the write (JSON of every
 * public answer) happens only when a public answer actually changed.
 */
export function writeOnChange(persister: Persister): Persister {
  let written = '';
  return {
    ...persister,
    persistClient: (client: PersistedClient) => {
      const stamp = client.clientState.queries.map((q) => `${q.queryHash}@${q.state.dataUpdatedAt}`).join('|');
      if (stamp === written) return;
      written = stamp;
      return persister.persistClient(client);
    },
  };
}

/**
 * Only public queries (keyed by a PUBLIC_CALLS name) are written to IndexedDB ('taka-query'); never a
 * private one. Restored before the screens query, so a returning player sees the home page from it
 * before the network answers, also offline.
 */
export function persistOptions(): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    persister: writeOnChange(
      createAsyncStoragePersister({
        storage: store
          ? { getItem: (k) => get<string>(k, store).then((v) => v ?? null), setItem: (k, v) => set(k, v, store), removeItem: (k) => del(k, store) }
          : undefined,
        throttleTime: 1000,
      }),
    ),
    maxAge: PERSIST_MAX_AGE_MS,
    // a new build starts from a fresh persisted cache (answers may have changed shape)
    buster: __BUILD_ID__,
    dehydrateOptions: {
      shouldDehydrateQuery: (q) => q.state.status === 'success' && isPublicCallName(q.queryKey[0]),
      shouldDehydrateMutation: () => false,
    },
  };
}
