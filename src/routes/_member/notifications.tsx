import { createFileRoute } from '@tanstack/react-router';
import { NotificationsPage } from '../../features/push';

export const Route = createFileRoute('/_member/notifications')({
  staticData: { desktop: { tab: 'notifications' } },
  component: NotificationsPage,
});
