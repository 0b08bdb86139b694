import { IsRestoringProvider, type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';

let persistModule: Promise<typeof import('./persist')> | undefined;
/** Boot calls this first thing, so the module is there by the first render (it is not in the first paint's bytes). */
export const loadPersist = () => {
  persistModule ??= import('./persist');
  return persistModule;
};

/**
 * The query client with its persisted public answers: restored first (queries wait meanwhile, as
 * with the library's PersistQueryClientProvider), then saved when a public query changes.
 */
export function PersistProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  const [isRestoring, setIsRestoring] = useState(true);
  useEffect(() => {
    let live = true;
    let stop: (() => void) | undefined;
    void loadPersist()
      .then(async ({ restoreOnce, saveOnChange }) => {
        await restoreOnce(client);
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
