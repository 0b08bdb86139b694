import { createFileRoute } from '@tanstack/react-router';
import { guestOnly } from '../features/auth';
import { RegisterPage } from '../features/desktop';

/** Desktop registration; it also works on a narrow screen, so a resize keeps what was typed. */
export const Route = createFileRoute('/register')({
  beforeLoad: guestOnly,
  component: RegisterPage,
});
