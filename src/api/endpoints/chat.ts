import * as C from '../contract/chat';
import { endpoint } from './define';

export const chatEndpoints = {
  chats: endpoint({ method: 'GET', path: '/api/get-chats', host: 'platform', auth: 'required', response: C.ChatsAnswer }),
  startChat: endpoint({ method: 'POST', path: '/api/chats', host: 'platform', auth: 'required', body: C.StartChatBody, response: C.StartChatAnswer }),
  chatMessages: endpoint({ method: 'GET', path: '/api/chats/{chatId}/messages', host: 'platform', auth: 'required', response: C.MessagesAnswer }),
  sendMessage: endpoint({ method: 'POST', path: '/api/messages', host: 'platform', auth: 'required', body: C.SendMessageBody, response: C.SendMessageAnswer }),
};
