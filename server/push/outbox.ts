import type { Db, Tx } from '../db/client';
import { KIND_OF, type PushEvent } from './events';

/**
 * Writes a push into the outbox, inside the caller's transaction: it is sent only if the event commits,
 * and after a crash the sender still finds it. Sending happens later, outside any transaction
 * (sender.ts), so a push service that is slow or down never holds up or fails the money action.
 * `dueAt` (ms, the server's rule clock) holds it back until then; 0 = at once.
 */
export async function queuePush(tx: Tx | Db, playerId: number, e: PushEvent, o: { dueAt?: number; topic?: string } = {}): Promise<void> {
  await tx.execute({
    sql: 'INSERT INTO push_outbox (player_id, kind, event, data, topic, due_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    args: [playerId, KIND_OF[e.event], e.event, JSON.stringify(e.data), o.topic ?? null, o.dueAt ?? 0, new Date().toISOString()],
  });
}

/**
 * The one push waiting under `topic` for the player is replaced by `e` at `dueAt`, or dropped when `e`
 * is null: a limit raise that is withdrawn or changed before its 24 hours never announces itself.
 */
export async function schedulePush(tx: Tx, playerId: number, topic: string, e: PushEvent | null, dueAt: number): Promise<void> {
  await tx.execute({ sql: 'DELETE FROM push_outbox WHERE player_id = ? AND topic = ?', args: [playerId, topic] });
  if (e) await queuePush(tx, playerId, e, { dueAt, topic });
}

/** A push for each inbox message written after `afterId` in this transaction (an operator's message to every player). */
export async function queueMessagePushes(tx: Tx, afterId: number): Promise<void> {
  await tx.execute({
    sql: `INSERT INTO push_outbox (player_id, kind, event, data, due_at, created_at)
          SELECT player_id, ?, 'message', json_object('id', id, 'title', title), 0, ? FROM inbox_messages WHERE id > ?`,
    args: [KIND_OF.message, new Date().toISOString(), afterId],
  });
}
