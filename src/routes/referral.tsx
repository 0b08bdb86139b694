import { createFileRoute, redirect } from '@tanstack/react-router';
import { requireLogin } from '../features/auth';
import { isDesktopNow } from '../features/layout';

/** Desktop: the account's Referral Program tab (drawn by the layout). Mobile: /refrrel-program. */
export const Route = createFileRoute('/referral')({
  staticData: { desktop: { tab: 'referralProgram' } },
  beforeLoad: (ctx) => {
    requireLogin(ctx);
    if (!isDesktopNow()) throw redirect({ to: '/refrrel-program', replace: true });
  },
  component: () => null,
});
