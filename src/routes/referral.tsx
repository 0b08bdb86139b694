import { createFileRoute, Navigate, redirect } from '@tanstack/react-router';
import { useIsDesktop } from '../features/layout';
import { getSession } from '../session';

/** Desktop: the account's Referral Program tab (drawn by the layout). Mobile: /refrrel-program. */
export const Route = createFileRoute('/referral')({
  beforeLoad: ({ location }) => {
    if (!getSession().token) throw redirect({ to: '/login', search: { redirect: location.href } });
  },
  component: function ReferralRoute() {
    const desktop = useIsDesktop();
    return desktop ? null : <Navigate to="/refrrel-program" replace />;
  },
});
