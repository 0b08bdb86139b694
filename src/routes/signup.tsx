import { createFileRoute } from '@tanstack/react-router';
import { guestOnly, loadAuthTexts, SignupPage } from '../features/auth';

export const Route = createFileRoute('/signup')({
  staticData: { desktop: 'own' },
  beforeLoad: guestOnly,
  loader: loadAuthTexts,
  component: SignupPage,
});
