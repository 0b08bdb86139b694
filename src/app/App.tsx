import { RouterProvider } from '@tanstack/react-router';
import { useState } from 'react';
import type { BootContext } from './boot';
import { ErrorBoundary } from './ErrorBoundary';
import { PersistProvider } from './PersistProvider';
import { persistOptions } from './query-client';

export function App({ queryClient, router }: BootContext) {
  const [persist] = useState(persistOptions);
  return (
    <ErrorBoundary>
      <PersistProvider client={queryClient} options={persist}>
        <RouterProvider router={router} />
      </PersistProvider>
    </ErrorBoundary>
  );
}
