import { createFileRoute } from '@tanstack/react-router';
import { LogoutRedirect } from '../../features/auth';

/** /player/logout: log out and go home. */
export const Route = createFileRoute('/player/logout')({
  component: LogoutRedirect,
});
