import { Hono } from 'hono';
import { IdParam } from '../../../src/api/contract/common';
import { ReceiptListQuery } from '../../../src/api/contract/receipts';
import type { ServerContext } from '../../context';
import type { AppEnv } from '../../lib/auth';
import { listReceipts, sendReceipt } from '../../lib/receipts';
import { valid } from '../../lib/validate';

/** The operator's reading of deposit receipts, any player's (mounted at /api/admin/receipts, behind the admin group's secret). */
export function adminReceiptRoutes({ db }: ServerContext): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  r.get('/', valid('query', ReceiptListQuery), async (c) => c.json({ data: await listReceipts(db, c.req.valid('query').transaction_id, null) }));

  r.get('/:id', valid('param', IdParam), (c) => sendReceipt(db, c.req.valid('param').id, null));

  return r;
}
