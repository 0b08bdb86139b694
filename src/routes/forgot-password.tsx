import { createFileRoute } from '@tanstack/react-router';
import { loadAuthTexts, ForgotPasswordPage } from '../features/auth';

export const Route = createFileRoute('/forgot-password')({
  loader: loadAuthTexts,
  component: ForgotPasswordPage,
});
