import { onlineManager, QueryClient } from '@tanstack/react-query';
import { isApiError, PUBLIC_ANSWER_MAX_AGE_MS, PUBLIC_CALLS } from '../api';

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
  // Query assumes it is online until an event says otherwise: a page opened offline then failed its
  // queries, and "online" changed nothing, so they were not asked again when the network came back
  if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);
  // public answers live as long as their persisted copy may be used
  for (const name of Object.keys(PUBLIC_CALLS)) qc.setQueryDefaults([name], { gcTime: PUBLIC_ANSWER_MAX_AGE_MS });
  return qc;
}
