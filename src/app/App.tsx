import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { RouterProvider } from '@tanstack/react-router';
import { useState } from 'react';
import type { BootContext } from './boot';
import { ErrorBoundary } from './ErrorBoundary';
import { persistOptions } from './query-client';

export function App({ queryClient, router }: BootContext) {
  const [persist] = useState(persistOptions);
  return (
    <ErrorBoundary>
      <PersistQueryClientProvider client={queryClient} persistOptions={persist}>
        <RouterProvider router={router} />
      </PersistQueryClientProvider>
    </ErrorBoundary>
  );
}
