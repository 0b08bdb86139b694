import { Hono } from 'hono';
import { callsAt } from '../../lib/contract-routes';
import { receiptEndpoints } from '../../../src/api/calls/receipts';
import { bodyLimit } from 'hono/body-limit';
import { IdParam } from '../../../src/api/contract/common';
import { RECEIPT_MAX_BYTES, RECEIPT_MAX_FILES, RECEIPT_MSG, ReceiptListQuery } from '../../../src/api/contract/receipts';
import type { ServerContext } from '../../context';
import type { AppEnv } from '../../lib/auth';
import { refuse } from '../../lib/http';
import { listReceipts, readReceipts, sendReceipt, storeReceipts } from '../../lib/receipts';
import { valid } from '../../lib/validate';

/** The multipart body of one upload: five pictures at their largest, and room for the form's own bytes. */
const UPLOAD_LIMIT = RECEIPT_MAX_FILES * RECEIPT_MAX_BYTES + 64 * 1024;

/**
 * Deposit receipts of the player (our addition, docs/api.md), members only:
 * upload, list and pictures (the one upload of the API: app.ts leaves its body to the limit here).
 * The operator reads them through admin/receipts.ts.
 */
export function receiptRoutes(ctx: ServerContext, base: string): Hono<AppEnv> {
  const { db } = ctx;
  const r = new Hono<AppEnv>();
  const call = callsAt(base);
  r.use(ctx.auth);

  const uploadLimit = bodyLimit({
    maxSize: UPLOAD_LIMIT,
    onError: () => {
      throw refuse(413, RECEIPT_MSG.tooBig);
    },
  });

  r.on(...call(receiptEndpoints.uploadReceipts), uploadLimit, async (c) => {
    let form: Record<string, unknown>;
    try {
      form = await c.req.parseBody({ all: true });
    } catch {
      throw refuse(422, RECEIPT_MSG.none);
    }
    const files = await readReceipts(form);
    return c.json({ success: true as const, data: await storeReceipts(db, c.var.player.id, files) });
  });

  r.on(...call(receiptEndpoints.receipts), valid('query', ReceiptListQuery), async (c) =>
    c.json({ data: await listReceipts(db, c.req.valid('query').transaction_id, c.var.player.id) }),
  );

  r.on(...call(receiptEndpoints.receiptFile), valid('param', IdParam), (c) => sendReceipt(db, c.req.valid('param').id, c.var.player.id));

  return r;
}
