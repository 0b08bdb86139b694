import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage, guestOnly, loadAuthTexts } from '../features/auth';

export const Route = createFileRoute('/forgot-password')({
  beforeLoad: guestOnly,
  loader: loadAuthTexts,
  component: ForgotPasswordPage,
});
