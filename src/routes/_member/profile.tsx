import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../features/profile';

export const Route = createFileRoute('/_member/profile')({
  staticData: { desktop: { tab: 'profile' } },
  component: ProfilePage,
});
