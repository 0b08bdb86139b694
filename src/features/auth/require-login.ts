import { redirect } from '@tanstack/react-router';
import type { Session } from '../../session';

/**
 * A route for players only (the member layout, and where the phone needs a login: promotions, the
 * desktop's referral tab): a guest goes to /login, which brings them back here once logged in.
 */
export function requireLogin({ context, location }: { context: { session: () => Session }; location: { href: string } }): void {
  if (!context.session().token) throw redirect({ to: '/login', search: { redirect: location.href } });
}
