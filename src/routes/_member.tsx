import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireLogin } from '../features/auth';

/** Every login-required route lives under this layout: a visitor goes to /login and comes back after. */
export const Route = createFileRoute('/_member')({
  beforeLoad: requireLogin,
  component: Outlet,
});
