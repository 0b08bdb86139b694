import { IsRestoringProvider, type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type PersistQueryClientOptions, persistQueryClientRestore } from '@tanstack/react-query-persist-client';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { subscribePublicSaves } from './query-client';

/**
 * The query client with its persisted public answers: restored first (queries wait meanwhile, as
 * with the library's PersistQueryClientProvider), then saved when a public query changes.
 */
export function PersistProvider({
  client,
  options,
  children,
}: {
  client: QueryClient;
  options: Omit<PersistQueryClientOptions, 'queryClient'>;
  children: ReactNode;
}) {
  const [isRestoring, setIsRestoring] = useState(true);
  const restoreStarted = useRef(false);
  useEffect(() => {
    if (!restoreStarted.current) {
      restoreStarted.current = true;
      // a broken or outdated copy is dropped by the restore; the screens then fetch as usual
      persistQueryClientRestore({ ...options, queryClient: client })
        .catch(() => undefined)
        .finally(() => setIsRestoring(false));
    }
    return isRestoring ? undefined : subscribePublicSaves(client, options);
  }, [client, options, isRestoring]);
  return (
    <QueryClientProvider client={client}>
      <IsRestoringProvider value={isRestoring}>{children}</IsRestoringProvider>
    </QueryClientProvider>
  );
}
