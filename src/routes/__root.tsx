import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { MobileShell } from '../app/shell/MobileShell';
import type { RouterContext } from '../app/router';
import { NotFound } from '../app/NotFound';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <MobileShell>
      <Outlet />
    </MobileShell>
  ),
  notFoundComponent: NotFound,
});
