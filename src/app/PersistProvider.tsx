import { IsRestoringProvider, type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';

let persistModule: Promise<typeof import('./persist')> | undefined;
const loadPersist = () => {
  persistModule ??= import('./persist');
  return persistModule;
};

const restoredClients = new WeakSet<QueryClient>();

/**
 * Boot calls this first thing: the module (not in the first paint's bytes) loads and the persisted
 * answers are restored while the session and translations load, so the first render usually needs no
 * restoring phase. While restoring, queries neither fetch nor count as loading, and a screen saw
 * "nothing and not loading" (an empty list, or a market-block check that seemed to be done).
 */
export function startRestore(client: QueryClient): Promise<void> {
  return loadPersist()
    .then(({ restoreOnce }) => restoreOnce(client))
    .then(() => void restoredClients.add(client));
}

/**
 * A first render with no restoring phase and no answers yet: the prerendered page's (drawn on the
 * server that way, src/boot/prerender-entry.tsx) and the hydration of it (main.tsx). The persisted
 * answers are restored right after, when PersistProvider mounts.
 */
export function skipRestorePhase(client: QueryClient): void {
  restoredClients.add(client);
}

/**
 * The query client with its persisted public answers: restored first (queries wait meanwhile, as
 * with the library's PersistQueryClientProvider), then saved when a public query changes.
 */
export function PersistProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  const [isRestoring, setIsRestoring] = useState(() => !restoredClients.has(client));
  useEffect(() => {
    let live = true;
    let stop: (() => void) | undefined;
    void startRestore(client)
      .then(async () => {
        const { saveOnChange } = await loadPersist();
        if (!live) return;
        setIsRestoring(false);
        stop = saveOnChange(client);
      })
      .catch(() => {
        // the module could not load (offline without it cached): run without a persisted cache
        if (live) setIsRestoring(false);
      });
    return () => {
      live = false;
      stop?.();
    };
  }, [client]);
  return (
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={isRestoring}>{children}</IsRestoringProvider>
    </QueryClientProvider>
  );
}
