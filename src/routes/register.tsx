import { createFileRoute } from '@tanstack/react-router';
import { guestOnly, RegisterPage } from '../features/auth';

/** Desktop registration; it also works on a narrow screen, so a resize keeps what was typed. */
export const Route = createFileRoute('/register')({
  beforeLoad: guestOnly,
  component: RegisterPage,
});
