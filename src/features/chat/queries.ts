import { queryOptions } from '@tanstack/react-query';
import { api, call } from '../../api';

export const chatQueries = {
  chats: () => queryOptions({ queryKey: ['private', 'chats'], queryFn: ({ signal }) => call(api.chats, {}, { signal }) }),
  messages: (chatId: number) =>
    queryOptions({
      queryKey: ['private', 'chat-messages', chatId],
      queryFn: ({ signal }) => call(api.chatMessages, { params: { chatId } }, { signal }),
    }),
};
