import { createFileRoute } from '@tanstack/react-router';
import { AUTH_NAMESPACES, SignupPage } from '../features/auth';
import { loadNamespaces } from '../i18n';

export const Route = createFileRoute('/signup')({
  // the screen's texts load with its code, so its first render does not wait for them
  loader: () => loadNamespaces(AUTH_NAMESPACES),
  component: SignupPage,
});
