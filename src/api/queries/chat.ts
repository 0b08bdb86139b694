import { chatEndpoints } from '../endpoints/chat';
import { describeCalls, queriesOf } from './describe';
import { privateKey } from './keys';

const describe = describeCalls(chatEndpoints);

/** Support chat: the player's chats and one chat's messages (polled while the chat is open). Private. */
export const chatCalls = {
  chats: () => describe('chats', { key: privateKey('chats') }),
  messages: (chatId: number) => describe('chatMessages', { params: { chatId }, key: privateKey('chat-messages', chatId) }),
};

export const chatQueries = queriesOf(chatCalls);
