import { createRootRouteWithContext } from '@tanstack/react-router';
import { RootLayout } from '../app/desktop/RootLayout';
import { CrashScreen } from '../app/ErrorBoundary';
import { NotFound } from '../app/NotFound';
import type { RouterContext } from '../app/router';

/** Mobile (768 px or less) or desktop layout, chosen by width; see RootLayout. */
export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
  // the layout itself failed: no shell is there to show the router's own error screen in
  errorComponent: CrashScreen,
});
