import { redirect } from '@tanstack/react-router';
import type { Session } from '../../session';
import { safeRedirect } from './redirect';

/**
 * Login, sign-up and password reset are for guests: a logged-in player opening one (an old bookmark, Back
 * after logging in) goes where a login would have taken them instead of a form that would start a second session.
 */
export function guestOnly({ context, search }: { context: { session: () => Session }; search: { redirect?: string | undefined } }): void {
  if (context.session().token) throw redirect({ to: safeRedirect(search.redirect), replace: true });
}
