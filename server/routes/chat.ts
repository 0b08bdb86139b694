import { Hono } from 'hono';
import { callsAt } from '../lib/contract-routes';
import { chatEndpoints } from '../../src/api/calls/chat';
import { SendMessageBody, StartChatBody } from '../../src/api/contract/chat';
import { IdParam } from '../../src/api/contract/common';
import type { ServerContext } from '../context';
import { valid } from '../lib/validate';
import { all, inTx, one, type Row } from '../db/client';
import type { AppEnv } from '../lib/auth';
import { guardPaths, requireOwnRemoteId } from '../lib/guards';
import { nowIso, refuse } from '../lib/http';

const msgOut = (m: Row) => ({
  id: Number(m.id),
  chat_id: Number(m.chat_id),
  sender_id: Number(m.sender_id),
  content: String(m.content),
  created_at: String(m.created_at),
});

/** The automatic first answer of the support account (development and test mode only). */
const AUTO_REPLY = 'Hello {username}! Thank you for your message. A support agent has your request and will reply here shortly.';

/** Support chat (members only): a player talks with a support account (players with status 'system'). */
export function chatRoutes(ctx: ServerContext, base: string): Hono<AppEnv> {
  const { db } = ctx;
  const r = new Hono<AppEnv>();
  const call = callsAt(base);

  /** The chat when the player takes part in it (404 else). */
  const ownChat = async (chatId: number, pid: number) => {
    const chat = await one<Row>(db, 'SELECT * FROM chats WHERE id = ? AND (user_one_id = ? OR user_two_id = ?)', [chatId, pid, pid]);
    if (!chat) throw refuse(404, 'Chat not found.');
    return chat;
  };

  r.on(...call(chatEndpoints.chats), async (c) => {
    const pid = c.var.player.id;
    const rows = await all<Row>(
      db,
      `SELECT c.id, c.created_at, o.id AS other_id, o.username AS other_name,
              m.id AS m_id, m.chat_id AS m_chat, m.sender_id AS m_sender, m.content AS m_content, m.created_at AS m_at
         FROM chats c
         JOIN players o ON o.id = CASE WHEN c.user_one_id = ? THEN c.user_two_id ELSE c.user_one_id END
         LEFT JOIN chat_messages m ON m.id = (SELECT MAX(id) FROM chat_messages WHERE chat_id = c.id)
        WHERE c.user_one_id = ? OR c.user_two_id = ?
        ORDER BY COALESCE(m.created_at, c.created_at) DESC`,
      [pid, pid, pid],
    );
    return c.json({
      chats: rows.map((x) => ({
        chat_id: Number(x.id),
        id: Number(x.id),
        other_user: { id: Number(x.other_id), username: String(x.other_name) },
        last_message: x.m_id
          ? { id: Number(x.m_id), chat_id: Number(x.m_chat), sender_id: Number(x.m_sender), content: String(x.m_content), created_at: String(x.m_at) }
          : null,
      })),
    });
  });

  r.on(...call(chatEndpoints.startChat), valid('json', StartChatBody), requireOwnRemoteId('json', 'user_one_id'), async (c) => {
    const body = c.req.valid('json');
    const pid = c.var.player.id;
    const other = await one<Row>(db, "SELECT id FROM players WHERE id = ? AND status = 'system'", [Number(body.user_two_id)]);
    if (!other) throw refuse(404, 'Support is not available.');
    const id = await inTx(db, async (tx) => {
      const found = await one<Row>(tx, 'SELECT id FROM chats WHERE user_one_id = ? AND user_two_id = ?', [pid, Number(other.id)]);
      if (found) return Number(found.id);
      const ins = await tx.execute({
        sql: 'INSERT INTO chats (user_one_id, user_two_id, created_at) VALUES (?, ?, ?)',
        args: [pid, Number(other.id), nowIso()],
      });
      return Number(ins.lastInsertRowid ?? 0);
    });
    return c.json({ chat: { id } });
  });

  r.on(...call(chatEndpoints.chatMessages), valid('param', IdParam), async (c) => {
    const chat = await ownChat(c.req.valid('param').id, c.var.player.id);
    const rows = await all<Row>(db, 'SELECT * FROM chat_messages WHERE chat_id = ? ORDER BY id ASC LIMIT 500', [Number(chat.id)]);
    return c.json({ messages: rows.map(msgOut) });
  });

  r.on(...call(chatEndpoints.sendMessage), valid('json', SendMessageBody), requireOwnRemoteId('json', 'sender_id'), async (c) => {
    const body = c.req.valid('json');
    const pid = c.var.player.id;
    const chat = await ownChat(Number(body.chat_id), pid);
    const chatId = Number(chat.id);
    const otherId = Number(chat.user_one_id) === pid ? Number(chat.user_two_id) : Number(chat.user_one_id);
    const msg = await inTx(db, async (tx) => {
      const at = nowIso();
      const ins = await tx.execute({
        sql: 'INSERT INTO chat_messages (chat_id, sender_id, content, created_at) VALUES (?, ?, ?, ?)',
        args: [chatId, pid, body.content, at],
      });
      const mine = await one<{ n: number }>(tx, 'SELECT COUNT(*) AS n FROM chat_messages WHERE chat_id = ? AND sender_id = ?', [chatId, pid]);
      if (ctx.config.mode !== 'production' && Number(mine?.n) === 1) {
        await tx.execute({
          sql: 'INSERT INTO chat_messages (chat_id, sender_id, content, created_at) VALUES (?, ?, ?, ?)',
          args: [chatId, otherId, AUTO_REPLY.replace('{username}', c.var.player.username), new Date(Date.now() + 1000).toISOString()],
        });
      }
      return { id: Number(ins.lastInsertRowid ?? 0), chat_id: chatId, sender_id: pid, content: body.content, created_at: at };
    });
    return c.json({ data: msg }, 201);
  });

  return guardPaths(r, ctx.auth);
}
