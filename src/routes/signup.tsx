import { createFileRoute } from '@tanstack/react-router';
import { loadAuthTexts, SignupPage } from '../features/auth';

export const Route = createFileRoute('/signup')({
  loader: loadAuthTexts,
  component: SignupPage,
});
