import { createFileRoute, redirect } from '@tanstack/react-router';
import { isDesktopNow } from '../features/layout';
import { getSession } from '../session';

/** Desktop: the account's Referral Program tab (drawn by the layout). Mobile: /refrrel-program. */
export const Route = createFileRoute('/referral')({
  staticData: { desktop: { tab: 'referralProgram' } },
  beforeLoad: ({ location }) => {
    if (!getSession().token) throw redirect({ to: '/login', search: { redirect: location.href } });
    if (!isDesktopNow()) throw redirect({ to: '/refrrel-program', replace: true });
  },
  component: () => null,
});
