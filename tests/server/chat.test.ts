import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatsAnswer, MessagesAnswer, SendMessageAnswer, StartChatAnswer } from '../../src/api/contract/chat';
import { SUPPORT_USER_ID } from '../../server/seed/member';
import { type Harness, type Session, startWithTwoPlayers } from './harness';

let h: Harness;
let me: Session;
let other: Session;
beforeAll(async () => ({ h, me, other } = await startWithTwoPlayers()));
afterAll(() => h.close());

describe('chat', () => {
  it('lists the seeded support conversation with its last message', async () => {
    const out = v.parse(ChatsAnswer, (await h.req('GET', '/api/get-chats', { token: me.token })).json);
    expect(out.chats).toHaveLength(1);
    expect(out.chats[0]?.other_user.username).toBe('support');
    expect(out.chats[0]?.last_message?.content).toBe('Thank you!');
  });

  it('starts a chat with support (idempotent) and the first message is answered', async () => {
    const body = { user_one_id: other.remote_id, user_two_id: SUPPORT_USER_ID };
    const a = v.parse(StartChatAnswer, (await h.req('POST', '/api/chats', { token: other.token, body })).json);
    const b = v.parse(StartChatAnswer, (await h.req('POST', '/api/chats', { token: other.token, body })).json);
    expect(a.chat.id).toBe(b.chat.id);
    const sent = await h.req('POST', '/api/messages', {
      token: other.token,
      body: { chat_id: a.chat.id, sender_id: other.remote_id, content: '  Hello <b>support</b>  ' },
    });
    expect(sent.status).toBe(201);
    expect(v.parse(SendMessageAnswer, sent.json).data.content).toBe('Hello <b>support</b>');
    const msgs = v.parse(MessagesAnswer, (await h.req('GET', `/api/chats/${a.chat.id}/messages`, { token: other.token })).json).messages;
    expect(msgs).toHaveLength(2);
    expect(msgs[1]?.sender_id).toBe(SUPPORT_USER_ID);
    expect(msgs[1]?.content).toContain('blockedplayer');
    await h.req('POST', '/api/messages', { token: other.token, body: { chat_id: a.chat.id, sender_id: other.remote_id, content: 'second' } });
    const msgs2 = v.parse(MessagesAnswer, (await h.req('GET', `/api/chats/${a.chat.id}/messages`, { token: other.token })).json).messages;
    expect(msgs2).toHaveLength(3);
  });

  it('refuses whitespace-only messages, foreign senders and foreign chats', async () => {
    const chat = v.parse(ChatsAnswer, (await h.req('GET', '/api/get-chats', { token: me.token })).json).chats[0];
    const id = chat?.chat_id;
    expect((await h.req('POST', '/api/messages', { token: me.token, body: { chat_id: id, sender_id: me.remote_id, content: '   ' } })).status).toBe(422);
    expect((await h.req('POST', '/api/messages', { token: me.token, body: { chat_id: id, sender_id: other.remote_id, content: 'hi' } })).status).toBe(403);
    expect((await h.req('POST', '/api/messages', { token: other.token, body: { chat_id: id, sender_id: other.remote_id, content: 'hi' } })).status).toBe(404);
    expect((await h.req('GET', `/api/chats/${id}/messages`, { token: other.token })).status).toBe(404);
    expect((await h.req('POST', '/api/chats', { token: me.token, body: { user_one_id: other.remote_id, user_two_id: SUPPORT_USER_ID } })).status).toBe(403);
    expect((await h.req('POST', '/api/chats', { token: me.token, body: { user_one_id: me.remote_id, user_two_id: other.remote_id } })).status).toBe(404);
  });

  it('the support account cannot log in', async () => {
    expect((await h.req('POST', '/api/login', { body: { username: 'support', password: 'disabled' } })).status).not.toBe(200);
  });
});
