import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { QueryClient } from '@tanstack/react-query';
import {
  type PersistedClient,
  type PersistQueryClientOptions,
  type Persister,
  persistQueryClientRestore,
  persistQueryClientSave,
} from '@tanstack/react-query-persist-client';
import { createStore, del, get, set } from 'idb-keyval';
import { isPublicCallName, PUBLIC_ANSWER_MAX_AGE_MS } from '../api';

/*
 * The persisted query cache (IndexedDB). Not needed to paint: boot starts loading this module while
 * the session and translations load, and PersistProvider restores from it (src/app/PersistProvider.tsx).
 */

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
    maxAge: PUBLIC_ANSWER_MAX_AGE_MS,
    // a new build starts from a fresh persisted cache (answers may have changed shape)
    buster: __BUILD_ID__,
    dehydrateOptions: {
      shouldDehydrateQuery: (q) => q.state.status === 'success' && isPublicCallName(q.queryKey[0]),
      shouldDehydrateMutation: () => false,
    },
  };
}

const restored = new WeakMap<QueryClient, Promise<void>>();

/** Restores the persisted answers into the client, once per client (a remounted provider waits on the same). */
export function restoreOnce(queryClient: QueryClient): Promise<void> {
  let p = restored.get(queryClient);
  if (!p) {
    // a broken or outdated copy is dropped by the restore; the screens then fetch as usual
    p = persistQueryClientRestore({ ...options(), queryClient }).catch(() => undefined);
    restored.set(queryClient, p);
  }
  return p;
}

let made: Omit<PersistQueryClientOptions, 'queryClient'> | undefined;
const options = () => {
  made ??= persistOptions();
  return made;
};

/** After the restore: save when a public answer changes. */
export const saveOnChange = (queryClient: QueryClient): (() => void) => subscribePublicSaves(queryClient, options());
