import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../../features/profile';

export const Route = createFileRoute('/_member/reset-password')({
  staticData: { desktop: { tab: 'resetPassword' } },
  component: ResetPasswordPage,
});
