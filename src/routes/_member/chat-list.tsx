import { createFileRoute } from '@tanstack/react-router';
import { ChatList } from '../../features/chat';

export const Route = createFileRoute('/_member/chat-list')({
  staticData: { desktop: { mobileOnly: true } },
  component: ChatList,
});
