import { createFileRoute } from '@tanstack/react-router';
import { guestOnly, loadAuthTexts, SignupPage } from '../features/auth';

export const Route = createFileRoute('/signup')({
  beforeLoad: guestOnly,
  loader: loadAuthTexts,
  component: SignupPage,
});
