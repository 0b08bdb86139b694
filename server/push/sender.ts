// web-push is CommonJS: Node gives it to ESM as one default object
import webpush from 'web-push';
import type { ServerContext } from '../context';
import { all, type Db, inTx, one, type Row, run } from '../db/client';
import { sessionCutoff } from '../lib/auth';
import { endpointAllowed } from './endpoint-rule';
import type { PushEvent } from './events';
import { type VapidKeys, vapidKeys } from './vapid';
import { pushMessage } from './words';

export interface PushSenderOptions {
  /** how often the outbox is looked at, ms */
  everyMs?: number;
  /** the first retry of a failed delivery waits this long (ms); each next one four times longer */
  retryMs?: number;
  /** tries of one delivery before it is given up */
  maxAttempts?: number;
  /** how long one push service may take to answer, ms */
  timeoutMs?: number;
}

export interface PushSender {
  /** one round: due outbox rows become deliveries, due deliveries are sent */
  runOnce(): Promise<void>;
  stop(): void;
}

/** Deliveries sent at once, so one slow push service does not hold up the others. */
const PARALLEL = 8;
/** How long a push service keeps a message for a device that is offline (s). */
const TTL_SECONDS = 24 * 3600;

type Delivery = {
  id: number;
  event: string;
  data: string;
  attempts: number;
  sid: number;
  player_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  lang: string;
};

/** Due outbox rows into deliveries, in one transaction (a crash leaves either the row or its deliveries). */
async function expandOutbox(db: Db, now: number): Promise<void> {
  if (!(await one(db, 'SELECT 1 AS x FROM push_outbox WHERE due_at <= ? LIMIT 1', [now]))) return;
  await inTx(db, async (tx) => {
    const due = await all<Row>(tx, 'SELECT id, player_id, kind, event, data FROM push_outbox WHERE due_at <= ? ORDER BY id LIMIT 200', [now]);
    for (const r of due) {
      await tx.execute({
        sql: `INSERT INTO push_deliveries (subscription_id, event, data, attempts, next_at)
              SELECT s.id, ?, ?, 0, 0 FROM push_subscriptions s JOIN tokens t ON t.token_hash = s.login_hash
               WHERE s.player_id = ? AND instr(',' || s.kinds || ',', ?) > 0 AND t.created_at > ?`,
        args: [String(r.event), String(r.data), Number(r.player_id), `,${String(r.kind)},`, sessionCutoff()],
      });
      await tx.execute({ sql: 'DELETE FROM push_outbox WHERE id = ?', args: [Number(r.id)] });
    }
  });
}

async function unread(db: Db, playerId: number): Promise<number> {
  const r = await one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM inbox_messages WHERE player_id = ? AND is_read = 0 AND deleted_at IS NULL', [playerId]);
  return Number(r?.n ?? 0);
}

/** Posts one push; the push service's status, or 0 when it could not be reached in time. */
async function post(db: Db, d: Delivery, vapid: VapidKeys, timeoutMs: number): Promise<number> {
  const message = pushMessage({ event: d.event, data: JSON.parse(d.data) } as PushEvent, d.lang === 'bn' ? 'bn' : 'en', await unread(db, d.player_id));
  let req: ReturnType<typeof webpush.generateRequestDetails>;
  try {
    req = webpush.generateRequestDetails({ endpoint: d.endpoint, keys: { p256dh: d.p256dh, auth: d.auth } }, JSON.stringify(message), {
      vapidDetails: vapid,
      TTL: TTL_SECONDS,
      urgency: 'high',
    });
  } catch {
    // keys that are no point on the curve: this subscription can never be sent to, as if the service said so
    return 410;
  }
  const headers = Object.fromEntries(
    Object.entries(req.headers)
      .filter(([k]) => k.toLowerCase() !== 'content-length')
      .map(([k, v]) => [k, String(v)]),
  );
  try {
    // a redirect is not followed: the address was checked, where it points to is not
    const res = await fetch(req.endpoint, {
      method: 'POST',
      headers,
      body: req.body ? new Uint8Array(req.body) : null,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await res.body?.cancel();
    return res.status;
  } catch {
    return 0;
  }
}

/**
 * Sends what the outbox holds (outbox.ts), after the transactions that wrote it have committed. Each
 * due outbox row becomes one delivery per live subscription of its player that wants its kind (a
 * subscription whose login has ended is not sent to); each delivery is encrypted for its device
 * (RFC 8291, aes128gcm) and signed with the server's VAPID key (RFC 8292) by web-push, in the device's
 * language. A push service's 404 or 410 means the subscription is gone: it is deleted. Any other failure
 * is tried again later (retryMs, x4 each time) up to maxAttempts. Rows live in the database, so a
 * restart sends what was left.
 */
export function pushSender(ctx: ServerContext, o: PushSenderOptions = {}): PushSender {
  const { db, config } = ctx;
  const retryMs = o.retryMs ?? 10_000;
  const maxAttempts = o.maxAttempts ?? 5;
  const timeoutMs = o.timeoutMs ?? 10_000;
  const keys = vapidKeys(db, config.push);

  async function deliver(d: Delivery, vapid: VapidKeys, now: number): Promise<void> {
    if (!endpointAllowed(d.endpoint, config)) {
      await run(db, 'DELETE FROM push_subscriptions WHERE id = ?', [d.sid]);
      return;
    }
    const status = await post(db, d, vapid, timeoutMs);
    if (status >= 200 && status < 300) await run(db, 'DELETE FROM push_deliveries WHERE id = ?', [d.id]);
    else if (status === 404 || status === 410) await run(db, 'DELETE FROM push_subscriptions WHERE id = ?', [d.sid]);
    else if (d.attempts + 1 >= maxAttempts) {
      await run(db, 'DELETE FROM push_deliveries WHERE id = ?', [d.id]);
      console.warn(`push to subscription ${d.sid} given up after ${maxAttempts} tries (last answer ${status || 'none'})`);
    } else {
      await run(db, 'UPDATE push_deliveries SET attempts = attempts + 1, next_at = ? WHERE id = ?', [now + retryMs * 4 ** d.attempts, d.id]);
    }
  }

  async function runOnce(): Promise<void> {
    const now = ctx.clock.now();
    await expandOutbox(db, now);
    const due = await all<Delivery>(
      db,
      `SELECT d.id, d.event, d.data, d.attempts, s.id AS sid, s.player_id, s.endpoint, s.p256dh, s.auth, s.lang
         FROM push_deliveries d JOIN push_subscriptions s ON s.id = d.subscription_id WHERE d.next_at <= ? ORDER BY d.id LIMIT 100`,
      [now],
    );
    if (due.length === 0) return;
    const vapid = await keys();
    for (let i = 0; i < due.length; i += PARALLEL) await Promise.all(due.slice(i, i + PARALLEL).map((d) => deliver(d, vapid, now)));
  }

  let timer: ReturnType<typeof setInterval> | undefined;
  let busy = false;
  if (o.everyMs !== undefined) {
    timer = setInterval(() => {
      if (db.closed) return clearInterval(timer);
      if (busy) return;
      busy = true;
      runOnce()
        .catch((e) => {
          if (!db.closed) console.error('push sending failed', e);
        })
        .finally(() => {
          busy = false;
        });
    }, o.everyMs);
    timer.unref();
  }
  return { runOnce, stop: () => clearInterval(timer) };
}

/** The sender of a running server: looks at the outbox every second, so a push leaves within seconds of its event. */
export function startPushSender(ctx: ServerContext, o: PushSenderOptions = {}): PushSender {
  return pushSender(ctx, { everyMs: 1000, ...o });
}
