import { createFileRoute } from '@tanstack/react-router';
import { ChatBox } from '../../features/chat';

export const Route = createFileRoute('/_member/chat-box/$chatId')({
  staticData: { desktop: { mobileOnly: true } },
  component: function ChatBoxRoute() {
    const { chatId } = Route.useParams();
    return <ChatBox key={chatId} chatId={Number(chatId)} />;
  },
});
