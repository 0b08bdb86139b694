import { Hono } from 'hono';
import { InboxQuery } from '../../src/api/contract/inbox';
import { IdParam } from '../../src/api/contract/common';
import type { ServerContext } from '../context';
import { valid } from '../lib/validate';
import { all, one, type Row, run } from '../db/client';
import type { AppEnv } from '../lib/auth';
import { requireOwnRemoteId } from '../lib/guards';
import { refuse } from '../lib/http';
import { callsAt } from '../lib/contract-routes';
import { inboxEndpoints } from '../../src/api/calls/inbox';

const msgOut = (m: Row) => ({
  id: Number(m.id),
  title: String(m.title),
  message: String(m.message),
  created_at: String(m.created_at),
  is_read: Number(m.is_read),
});

/** The player's inbox (members only): paged list (with the unread count), one message, mark read, delete. */
export function inboxRoutes(ctx: ServerContext, base: string): Hono<AppEnv> {
  const { db } = ctx;
  const call = callsAt(base);
  const r = new Hono<AppEnv>();
  r.use(ctx.auth);

  r.on(...call(inboxEndpoints.inbox), valid('query', InboxQuery), requireOwnRemoteId('query', 'remote_id'), async (c) => {
    const q = c.req.valid('query');
    const pid = c.var.player.id;
    const perPage = Number(q.per_page ?? 10);
    const counts = await one<{ total: number; unread: number | null }>(
      db,
      'SELECT COUNT(*) AS total, SUM(CASE WHEN is_read = 0 THEN 1 ELSE 0 END) AS unread FROM inbox_messages WHERE player_id = ? AND deleted_at IS NULL',
      [pid],
    );
    const total = Number(counts?.total ?? 0);
    const lastPage = Math.max(1, Math.ceil(total / perPage));
    const page = Math.min(Math.max(1, Number(q.page ?? 1)), lastPage);
    const rows = await all<Row>(
      db,
      'SELECT * FROM inbox_messages WHERE player_id = ? AND deleted_at IS NULL ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?',
      [pid, perPage, (page - 1) * perPage],
    );
    return c.json({
      success: true,
      data: { data: rows.map(msgOut), current_page: page, last_page: lastPage, total, per_page: perPage, unread: Number(counts?.unread ?? 0) },
    });
  });

  /** The player's own message, not deleted (404 else). */
  const own = async (id: number, pid: number) => {
    const m = await one<Row>(db, 'SELECT * FROM inbox_messages WHERE id = ? AND player_id = ? AND deleted_at IS NULL', [id, pid]);
    if (!m) throw refuse(404, 'Message not found.');
    return m;
  };

  r.on(...call(inboxEndpoints.inboxItem), valid('param', IdParam), async (c) => {
    const m = await own(c.req.valid('param').id, c.var.player.id);
    return c.json({ success: true, data: msgOut(m) });
  });

  r.on(...call(inboxEndpoints.inboxRead), valid('param', IdParam), async (c) => {
    const m = await own(c.req.valid('param').id, c.var.player.id);
    await run(db, 'UPDATE inbox_messages SET is_read = 1 WHERE id = ?', [Number(m.id)]);
    return c.json({ success: true, message: 'Marked as read.' });
  });

  r.on(...call(inboxEndpoints.inboxDelete), valid('param', IdParam), async (c) => {
    const m = await own(c.req.valid('param').id, c.var.player.id);
    await run(db, 'UPDATE inbox_messages SET deleted_at = ? WHERE id = ?', [new Date().toISOString(), Number(m.id)]);
    return c.json({ success: true, message: 'Deleted.' });
  });

  return r;
}
