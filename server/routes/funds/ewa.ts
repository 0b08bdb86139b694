import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { callsAt } from '../../lib/contract-routes';
import { fundsEndpoints } from '../../../src/api/calls/funds';
import { EwaRequestBody } from '../../../src/api/contract/funds';
import { EwaConfirmWithReceiptsBody } from '../../../src/api/contract/receipts';
import type { ServerContext } from '../../context';
import { inTx, one } from '../../db/client';
import type { AppEnv } from '../../lib/auth';
import { checkPayerPhone, checkTrx, createPendingDeposit, depositAmount, MSG, verifiedPhones } from '../../lib/funds-rules';
import { nowIso, refuse } from '../../lib/http';
import { promotionOrRefuse } from '../../lib/promotion-rules';
import { attachReceipts } from '../../lib/receipts';
import { assertCanDeposit } from '../../lib/responsible';
import { valid } from '../../lib/validate';

/**
 * E-wallet deposits (members only): the request gives the number to send the
 * amount to, the confirmation with the player's transaction ID makes the pending deposit.
 */
export function ewaRoutes(ctx: ServerContext, base: string): Hono<AppEnv> {
  const { db } = ctx;
  const r = new Hono<AppEnv>();
  const call = callsAt(base);
  r.use(ctx.auth);

  r.on(...call(fundsEndpoints.ewaRequest), valid('json', EwaRequestBody), async (c) => {
    const d = c.req.valid('json');
    const playerId = c.var.player.id;
    const method = await one<Record<string, unknown>>(
      db,
      "SELECT id FROM payment_methods WHERE name = ? AND status = 'active' AND type = 'ewallet' ORDER BY id LIMIT 1",
      [d.provider],
    );
    if (!method) throw refuse(422, MSG.method);
    if ((await verifiedPhones(db, playerId)).length === 0) throw refuse(403, MSG.verifyPhone);
    const amount = depositAmount(d.amount);
    await assertCanDeposit(db, playerId, amount, ctx.clock.now());
    // checked before the player pays: a promotion they cannot take is refused here, with its rule
    const promotionId = await promotionOrRefuse(db, d.promotion === undefined || d.promotion === null || d.promotion === '' ? null : Number(d.promotion), {
      playerId,
      amount,
    });
    if (await one(db, "SELECT 1 FROM transactions WHERE player_id = ? AND action = 'deposit' AND key = 0 LIMIT 1", [playerId])) {
      throw refuse(409, MSG.pendingDeposit);
    }
    const account = await one<{ account_number: string }>(
      db,
      "SELECT account_number FROM payment_accounts WHERE provider = ? AND status = 'active' ORDER BY id LIMIT 1",
      [d.provider],
    );
    if (!account) throw refuse(409, 'This deposit channel is under maintenance. Please choose another one.');
    const reference = `EWA${randomBytes(6).toString('hex').toUpperCase()}`;
    await db.execute({
      sql: `INSERT INTO ewallet_requests (player_id, reference, number, amount, provider, payment_method_id, promotion_id, created_at)
              VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      args: [playerId, reference, String(account.account_number), amount, d.provider, Number(method.id), promotionId, nowIso()],
    });
    return c.json({
      transaction: reference,
      number: String(account.account_number),
      message: 'Send the amount to the number shown, then confirm with your transaction ID.',
    });
  });

  r.on(...call(fundsEndpoints.ewaConfirm), valid('json', EwaConfirmWithReceiptsBody), async (c) => {
    const d = c.req.valid('json');
    const playerId = c.var.player.id;
    checkPayerPhone(d.number.trim(), await verifiedPhones(db, playerId));
    checkTrx(d.trxid);
    const id = await inTx(db, async (tx) => {
      const req = await one<Record<string, unknown>>(tx, 'SELECT * FROM ewallet_requests WHERE reference = ? AND player_id = ?', [d.trx_id, playerId]);
      if (!req) throw refuse(404, 'This e-wallet request was not found.');
      if (String(req.status) !== 'open') throw refuse(409, 'This e-wallet request has already been confirmed.');
      await assertCanDeposit(tx, playerId, Number(req.amount), ctx.clock.now());
      const promotionId = await promotionOrRefuse(tx, req.promotion_id === null ? null : Number(req.promotion_id), { playerId, amount: Number(req.amount) });
      const txId = await createPendingDeposit(tx, {
        playerId,
        amount: Number(req.amount),
        trx: d.trxid,
        accountNumber: d.number.trim(),
        paymentId: req.payment_method_id === null ? null : Number(req.payment_method_id),
        promotionId,
      });
      await tx.execute({ sql: "UPDATE ewallet_requests SET status = 'confirmed', transaction_ref = ? WHERE id = ?", args: [txId, Number(req.id)] });
      await attachReceipts(tx, playerId, txId, d.receipt_ids);
      return txId;
    });
    return c.json({ success: true, message: MSG.depositSubmitted, transaction: { id } });
  });

  return r;
}
