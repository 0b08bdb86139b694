import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { guestOnly, loadAuthTexts, LoginPage } from '../features/auth';

export const Route = createFileRoute('/login')({
  validateSearch: v.object({ redirect: v.optional(v.string()) }),
  beforeLoad: guestOnly,
  loader: loadAuthTexts,
  component: function LoginRoute() {
    const { redirect } = Route.useSearch();
    return <LoginPage redirect={redirect} />;
  },
});
