import { RouterProvider } from '@tanstack/react-router';
import type { BootContext } from '../boot/boot';
import { ErrorBoundary } from './ErrorBoundary';
import { PersistProvider } from './PersistProvider';

export function App({ queryClient, router }: BootContext) {
  return (
    <ErrorBoundary>
      <PersistProvider client={queryClient}>
        <RouterProvider router={router} />
      </PersistProvider>
    </ErrorBoundary>
  );
}
