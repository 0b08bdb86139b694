import { createFileRoute, redirect } from '@tanstack/react-router';

/** The old sign-up link: desktop registration. */
export const Route = createFileRoute('/page/guest/register.jsp')({
  beforeLoad: () => {
    throw redirect({ to: '/register', replace: true });
  },
});
