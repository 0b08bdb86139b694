import * as v from 'valibot';
import { Id, IdIn, Text } from './common';

export const ChatMessage = v.looseObject({
  id: Id,
  chat_id: Id,
  sender_id: Id,
  content: v.string(),
  created_at: v.string(),
});

export const ChatSummary = v.looseObject({
  chat_id: Id,
  id: Id,
  other_user: v.looseObject({ id: Id, username: v.string() }),
  last_message: v.nullable(ChatMessage),
});
export const ChatsAnswer = v.looseObject({ chats: v.array(ChatSummary) });

export const StartChatBody = v.object({ user_one_id: IdIn('user one id'), user_two_id: IdIn('user two id') });
export const StartChatAnswer = v.looseObject({ chat: v.looseObject({ id: Id }) });

export const MessagesAnswer = v.looseObject({ messages: v.array(ChatMessage) });

export const MAX_MESSAGE_LENGTH = 2000;
export const SendMessageBody = v.object({
  chat_id: IdIn('chat id'),
  sender_id: IdIn('sender id'),
  content: v.pipe(Text('content', MAX_MESSAGE_LENGTH), v.trim(), v.minLength(1)),
});
export const SendMessageAnswer = v.looseObject({ data: ChatMessage });

export type ChatMessageItem = v.InferOutput<typeof ChatMessage>;
export type ChatSummaryItem = v.InferOutput<typeof ChatSummary>;
