import { redirect } from '@tanstack/react-router';
import { getSession } from '../../session';

/**
 * A route for players only (the member layout, and where the phone needs a login: promotions, the
 * desktop's referral tab): a guest goes to /login, which brings them back here once logged in.
 */
export function requireLogin({ location }: { location: { href: string } }): void {
  if (!getSession().token) throw redirect({ to: '/login', search: { redirect: location.href } });
}
