import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { AUTH_NAMESPACES, LoginPage } from '../features/auth';
import { loadNamespaces } from '../i18n';

export const Route = createFileRoute('/login')({
  validateSearch: v.object({ redirect: v.optional(v.string()) }),
  // the screen's texts load with its code, so its first render does not wait for them
  loader: () => loadNamespaces(AUTH_NAMESPACES),
  component: function LoginRoute() {
    const { redirect } = Route.useSearch();
    return <LoginPage redirect={redirect} />;
  },
});
