import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { getSession } from '../session';

/** Every login-required route lives under this layout: a visitor goes to /login and comes back after. */
export const Route = createFileRoute('/_member')({
  beforeLoad: ({ location }) => {
    if (!getSession().token) {
      throw redirect({ to: '/login', search: { redirect: location.href } });
    }
  },
  component: Outlet,
});
