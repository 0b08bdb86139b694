import { createFileRoute, redirect } from '@tanstack/react-router';

/** The old sign-up link: desktop registration. */
export const Route = createFileRoute('/page/guest/register.jsp')({
  staticData: { desktop: 'own' },
  beforeLoad: () => {
    throw redirect({ to: '/register', replace: true });
  },
});
