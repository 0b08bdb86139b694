import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { RouterProvider } from '@tanstack/react-router';
import { useState } from 'react';
import type { BootContext } from './boot';
import { ErrorBoundary } from './ErrorBoundary';
import { persistOptions } from './query-client';
import { makeRouter } from './router';

export function App({ queryClient }: BootContext) {
  const [router] = useState(() => makeRouter(queryClient));
  const [persist] = useState(persistOptions);
  return (
    <ErrorBoundary>
      <PersistQueryClientProvider client={queryClient} persistOptions={persist}>
        <RouterProvider router={router} />
      </PersistQueryClientProvider>
    </ErrorBoundary>
  );
}
