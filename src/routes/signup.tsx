import { createFileRoute } from '@tanstack/react-router';
import { guestOnly, loadAuthTexts, SignupPage } from '../features/auth';

/** Phone sign-up; a desktop opens the two-step register form instead (every sign-up link, spec 1 2.2, 2.10). */
export const Route = createFileRoute('/signup')({
  staticData: { desktop: { mobileOnly: true, desktopTo: () => ({ to: '/register' }) } },
  beforeLoad: guestOnly,
  loader: loadAuthTexts,
  component: SignupPage,
});
