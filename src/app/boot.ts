import type { QueryClient } from '@tanstack/react-query';
import { configureClient } from '../api';
import { initI18n } from '../i18n';
import { getSession, loadSession, logoutEverything } from '../session';
import { makeQueryClient } from './query-client';

export interface BootContext {
  queryClient: QueryClient;
}

/** Everything that must be known before the first render: session, language, the API client's hooks. */
export async function boot(): Promise<BootContext> {
  const queryClient = makeQueryClient();
  await Promise.all([loadSession(), initI18n()]);
  configureClient({
    getToken: () => getSession().token,
    // a refused token means the session is over: clear everything, drop private data, go home
    onUnauthorized: () => {
      if (!getSession().token) return;
      void logoutEverything().then(() => {
        queryClient.removeQueries({ queryKey: ['private'] });
        window.location.assign('/');
      });
    },
  });
  return { queryClient };
}
