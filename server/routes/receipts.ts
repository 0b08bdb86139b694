import { Hono, type MiddlewareHandler } from 'hono';
import { valid } from '../lib/validate';
import { bodyLimit } from 'hono/body-limit';
import { IdParam } from '../../src/api/contract/common';
import { RECEIPT_FIELD, RECEIPT_MAX_BYTES, RECEIPT_MAX_FILES, RECEIPT_MSG, ReceiptListQuery } from '../../src/api/contract/receipts';
import { IMAGE_EXTENSION, type ReceiptImageType, sniffImageType } from '../../src/lib/image-type';
import type { ServerContext } from '../context';
import { all, type Db, inTx, one, type Tx } from '../db/client';
import { type AppEnv, secretMatches } from '../lib/auth';
import { nowIso, refuse } from '../lib/http';

/** The multipart body of one upload: five pictures at their largest, and room for the form's own bytes. */
const UPLOAD_LIMIT = RECEIPT_MAX_FILES * RECEIPT_MAX_BYTES + 64 * 1024;

interface ReceiptRow extends Record<string, unknown> {
  id: number;
  content_type: ReceiptImageType;
  size: number;
}

/**
 * Attaches uploaded receipts to the deposit just created, inside the deposit's SQL transaction: only
 * the player's own receipts not yet attached to another deposit; any other id refuses the deposit.
 */
export async function attachReceipts(tx: Tx, playerId: number, transactionId: number, ids: readonly number[] | undefined): Promise<void> {
  const unique = [...new Set(ids ?? [])];
  if (unique.length === 0) return;
  const marks = unique.map(() => '?').join(', ');
  const r = await tx.execute({
    sql: `UPDATE receipts SET transaction_id = ? WHERE player_id = ? AND transaction_id IS NULL AND id IN (${marks})`,
    args: [transactionId, playerId, ...unique],
  });
  if (r.rowsAffected !== unique.length) throw refuse(422, RECEIPT_MSG.unknown);
}

/** Checks every file before any is stored: a refused upload keeps nothing. */
async function readReceipts(form: Record<string, unknown>): Promise<Array<{ type: ReceiptImageType; bytes: Uint8Array }>> {
  const given = form[RECEIPT_FIELD];
  const files = (Array.isArray(given) ? given : given === undefined ? [] : [given]).filter((f): f is File => f instanceof File);
  if (files.length === 0) throw refuse(422, RECEIPT_MSG.none);
  if (files.length > RECEIPT_MAX_FILES) throw refuse(422, RECEIPT_MSG.tooMany);
  if (files.some((f) => f.size > RECEIPT_MAX_BYTES)) throw refuse(422, RECEIPT_MSG.tooBig);
  const out: Array<{ type: ReceiptImageType; bytes: Uint8Array }> = [];
  for (const f of files) {
    const bytes = new Uint8Array(await f.arrayBuffer());
    const type = sniffImageType(bytes);
    if (!type) throw refuse(422, RECEIPT_MSG.notImage);
    out.push({ type, bytes });
  }
  return out;
}

/** A stored picture, answered so that no browser runs it as anything but the image it was checked to be. */
async function sendReceipt(db: Db, id: number, playerId: number | null): Promise<Response> {
  const row = await one<ReceiptRow & { data: ArrayBuffer; player_id: number }>(
    db,
    'SELECT id, player_id, content_type, size, data FROM receipts WHERE id = ?',
    [id],
  );
  // another player's receipt is answered as one that does not exist
  if (!row || (playerId !== null && Number(row.player_id) !== playerId)) return Response.json({ message: 'Not found' }, { status: 404 });
  return new Response(row.data, {
    headers: {
      'Content-Type': row.content_type,
      'Content-Length': String(row.size),
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': `inline; filename="receipt-${row.id}.${IMAGE_EXTENSION[row.content_type]}"`,
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cache-Control': 'private, no-store',
    },
  });
}

const listOf = (db: Db, transactionId: number, playerId: number | null) =>
  all<ReceiptRow>(
    db,
    `SELECT id, content_type, size FROM receipts WHERE transaction_id = ?${playerId === null ? '' : ' AND player_id = ?'} ORDER BY id`,
    playerId === null ? [transactionId] : [transactionId, playerId],
  ).then((rows) => rows.map((r) => ({ id: Number(r.id), content_type: r.content_type, size: Number(r.size) })));

/** Deposit receipts (our addition, docs/api.md): upload, list and pictures for their owner; the operator's reading. */
export function receiptRoutes(ctx: ServerContext): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const { db } = ctx;

  r.post(
    '/api/receipts',
    ctx.auth,
    bodyLimit({ maxSize: UPLOAD_LIMIT, onError: (c) => c.json({ success: false, message: RECEIPT_MSG.tooBig }, 413) }),
    async (c) => {
      let form: Record<string, unknown>;
      try {
        form = await c.req.parseBody({ all: true });
      } catch {
        throw refuse(422, RECEIPT_MSG.none);
      }
      const files = await readReceipts(form);
      const playerId = c.var.player.id;
      const now = nowIso();
      const data = await inTx(db, async (tx) => {
        const out = [];
        for (const f of files) {
          const res = await tx.execute({
            sql: 'INSERT INTO receipts (player_id, content_type, size, data, created_at) VALUES (?, ?, ?, ?, ?)',
            args: [playerId, f.type, f.bytes.byteLength, f.bytes, now],
          });
          out.push({ id: Number(res.lastInsertRowid), content_type: f.type, size: f.bytes.byteLength });
        }
        return out;
      });
      return c.json({ success: true as const, data });
    },
  );

  r.get('/api/receipts', ctx.auth, valid('query', ReceiptListQuery), async (c) => {
    const q = c.req.valid('query');
    return c.json({ data: await listOf(db, q.transaction_id, c.var.player.id) });
  });

  r.get('/api/receipts/:id', ctx.auth, valid('param', IdParam), (c) => sendReceipt(db, c.req.valid('param').id, c.var.player.id));

  const admin: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (!secretMatches(c.req.header('X-Admin-Secret'), ctx.config.adminSecret)) return c.json({ message: 'Forbidden.' }, 403);
    await next();
  };
  r.get('/api/admin/receipts', admin, valid('query', ReceiptListQuery), async (c) => {
    const q = c.req.valid('query');
    return c.json({ data: await listOf(db, q.transaction_id, null) });
  });
  r.get('/api/admin/receipts/:id', admin, valid('param', IdParam), (c) => sendReceipt(db, c.req.valid('param').id, null));

  return r;
}
