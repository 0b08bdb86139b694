import * as C from '../contract/chat';
import { endpoint } from './define';
import { describeCalls, queriesOf } from './describe';
import { privateKey } from './keys';
import { describeMutation } from './describe-mutation';

export const chatEndpoints = {
  chats: endpoint({ method: 'GET', path: '/api/get-chats', host: 'platform', auth: 'required', response: C.ChatsAnswer }),
  startChat: endpoint({ method: 'POST', path: '/api/chats', host: 'platform', auth: 'required', body: C.StartChatBody, response: C.StartChatAnswer }),
  chatMessages: endpoint({ method: 'GET', path: '/api/chats/{id}/messages', host: 'platform', auth: 'required', response: C.MessagesAnswer }),
  sendMessage: endpoint({ method: 'POST', path: '/api/messages', host: 'platform', auth: 'required', body: C.SendMessageBody, response: C.SendMessageAnswer }),
};

const describe = describeCalls(chatEndpoints);

/** Support chat: the player's chats and one chat's messages (polled while the chat is open). Private. */
export const chatCalls = {
  chats: () => describe('chats', { key: privateKey('chats') }),
  messages: (chatId: number) => describe('chatMessages', { params: { id: chatId }, key: privateKey('chat-messages', chatId), poll: { intervalMs: 3000 } }),
};

export const chatQueries = queriesOf(chatCalls);

export const chatMutations = {
  start: describeMutation(chatEndpoints.startChat),
  /** the chat shows the sent message before the box is free again; the list's last message follows */
  send: describeMutation(chatEndpoints.sendMessage, {
    refreshes: (b) => [chatCalls.messages(Number(b.chat_id)).key],
    invalidates: () => [chatCalls.chats().key],
  }),
};
