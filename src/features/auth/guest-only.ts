import { redirect } from '@tanstack/react-router';
import { getSession } from '../../session';
import { safeRedirect } from './redirect';

/**
 * Login, sign-up and password reset are for guests: a logged-in player opening one (an old bookmark, Back
 * after logging in) goes where a login would have taken them instead of a form that would start a second session.
 */
export function guestOnly({ search }: { search: { redirect?: string | undefined } }): void {
  if (getSession().token) throw redirect({ to: safeRedirect(search.redirect), replace: true });
}
