import { createFileRoute } from '@tanstack/react-router';
import { ChatHome } from '../../features/chat';

export const Route = createFileRoute('/_member/chat')({
  staticData: { desktop: { mobileOnly: true } },
  component: ChatHome,
});
