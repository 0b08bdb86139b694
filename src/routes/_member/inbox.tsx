import { createFileRoute } from '@tanstack/react-router';
import { InboxPage } from '../../features/inbox';

export const Route = createFileRoute('/_member/inbox')({
  staticData: { desktop: false },
  component: InboxPage,
});
