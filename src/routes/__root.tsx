import { createRootRouteWithContext } from '@tanstack/react-router';
import { RootLayout } from '../app/desktop/RootLayout';
import { NotFound } from '../app/NotFound';
import type { RouterContext } from '../app/router';

/** Mobile (768 px or less) or desktop layout, chosen by width; see RootLayout. */
export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
});
