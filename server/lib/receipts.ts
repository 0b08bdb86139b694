import { RECEIPT_FIELD, RECEIPT_MAX_BYTES, RECEIPT_MAX_FILES, RECEIPT_MSG } from '../../src/api/contract/receipts';
import { IMAGE_EXTENSION, type ReceiptImageType, sniffImageType } from '../../src/lib/image-type';
import { all, type Db, inTx, one, type Tx } from '../db/client';
import { nowIso, refuse } from './http';

/** Deposit receipts (our addition, docs/api.md): the checks of an upload, attaching them to a deposit, listing and sending them. */

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
export async function readReceipts(form: Record<string, unknown>): Promise<Array<{ type: ReceiptImageType; bytes: Uint8Array }>> {
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
export async function sendReceipt(db: Db, id: number, playerId: number | null): Promise<Response> {
  const row = await one<ReceiptRow & { data: ArrayBuffer; player_id: number }>(
    db,
    'SELECT id, player_id, content_type, size, data FROM receipts WHERE id = ?',
    [id],
  );
  // another player's receipt is answered as one that does not exist
  if (!row || (playerId !== null && Number(row.player_id) !== playerId)) throw refuse(404, 'Not found');
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

export const listReceipts = (db: Db, transactionId: number, playerId: number | null) =>
  all<ReceiptRow>(
    db,
    `SELECT id, content_type, size FROM receipts WHERE transaction_id = ?${playerId === null ? '' : ' AND player_id = ?'} ORDER BY id`,
    playerId === null ? [transactionId] : [transactionId, playerId],
  ).then((rows) => rows.map((r) => ({ id: Number(r.id), content_type: r.content_type, size: Number(r.size) })));

/** Stores checked pictures of the player in one transaction; answers what each became. */
export async function storeReceipts(db: Db, playerId: number, files: Array<{ type: ReceiptImageType; bytes: Uint8Array }>) {
  const now = nowIso();
  return inTx(db, async (tx) => {
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
}
