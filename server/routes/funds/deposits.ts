import { Hono } from 'hono';
import { callsAt } from '../../lib/contract-routes';
import { fundsEndpoints } from '../../../src/api/calls/funds';
import { ChannelsQuery, WalletNumberQuery } from '../../../src/api/contract/funds';
import { DepositWithReceiptsBody } from '../../../src/api/contract/receipts';
import type { ServerContext } from '../../context';
import { all, inTx, one } from '../../db/client';
import type { AppEnv } from '../../lib/auth';
import { activeMethod, bdt, checkPaymentDetails, createPendingDeposit, depositAmount, MSG } from '../../lib/funds-rules';
import { guardPaths, requireOwnRemoteId } from '../../lib/guards';
import { refuse } from '../../lib/http';
import { fromWire, toWire } from '../../lib/money';
import { depositPromotions, promotionOrRefuse } from '../../lib/promotion-rules';
import { attachReceipts } from '../../lib/receipts';
import { assertCanDeposit } from '../../lib/responsible';
import { valid } from '../../lib/validate';

/**
 * Deposits to an agent's account (members only): the channels of a method, the
 * number to pay to, the promotions the player can take, and the deposit itself. E-wallet deposits
 * are ewa.ts, withdrawals withdrawals.ts; the rules they apply live in lib/funds-rules.ts.
 */
export function depositRoutes(ctx: ServerContext, base: string): Hono<AppEnv> {
  const { db } = ctx;
  const r = new Hono<AppEnv>();
  const call = callsAt(base);

  r.on(...call(fundsEndpoints.depositChannels), valid('query', ChannelsQuery), async (c) => {
    const q = c.req.valid('query');
    const method = await one(db, "SELECT 1 FROM payment_methods WHERE name = ? AND status = 'active' LIMIT 1", [q.name]);
    if (!method) throw refuse(404, 'This payment method is not available.', { data: [] });
    const rows = await all<Record<string, unknown>>(
      db,
      "SELECT id, provider, account_type, min_amount, max_amount, maintenance FROM deposit_channels WHERE provider = ? AND status = 'active' ORDER BY sort, id",
      [q.name],
    );
    return c.json({
      success: true,
      data: rows.map((ch) => ({
        id: Number(ch.id),
        name: String(ch.provider),
        account_type: String(ch.account_type),
        min_amount: toWire(Number(ch.min_amount)),
        max_amount: toWire(Number(ch.max_amount)),
        maintenance: Number(ch.maintenance),
      })),
    });
  });

  r.on(...call(fundsEndpoints.walletNumber), valid('query', WalletNumberQuery), async (c) => {
    const q = c.req.valid('query');
    const ch = await one<Record<string, unknown>>(
      db,
      "SELECT min_amount, max_amount, maintenance FROM deposit_channels WHERE provider = ? AND account_type = ? AND status = 'active' LIMIT 1",
      [q.name, q.account_type],
    );
    if (!ch) throw refuse(404, 'This deposit channel is not available.');
    if (Number(ch.maintenance) === 1) throw refuse(409, 'This deposit channel is under maintenance. Please choose another one.');
    if (q.amount !== undefined && q.amount !== '') {
      const paisa = fromWire(q.amount);
      if (paisa === null) throw refuse(422, MSG.amount);
      const min = Number(ch.min_amount);
      const max = Number(ch.max_amount);
      if (paisa < min || paisa > max) throw refuse(422, `The amount for this channel must be between ${bdt(min)} and ${bdt(max)} BDT.`);
      await assertCanDeposit(db, c.var.player.id, paisa, ctx.clock.now());
    }
    const rows = await all<Record<string, unknown>>(
      db,
      "SELECT id, account_number FROM payment_accounts WHERE provider = ? AND account_type = ? AND status = 'active' ORDER BY id",
      [q.name, q.account_type],
    );
    return c.json(rows.map((a) => ({ id: Number(a.id), account_number: String(a.account_number) })));
  });

  /** Our addition (docs/api.md): the deposit promotions with whether this player can take each now. Private (every /api/ answer is no-store). */
  r.on(...call(fundsEndpoints.depositPromotions), async (c) => c.json({ data: await depositPromotions(db, c.var.player.id) }));

  r.on(...call(fundsEndpoints.submitDeposit), valid('json', DepositWithReceiptsBody), requireOwnRemoteId('json', 'remote_id'), async (c) => {
    const d = c.req.valid('json');
    const playerId = c.var.player.id;
    await checkPaymentDetails(db, { playerId, accountNumber: d.account_number, trx: d.transaction_id });
    const amount = depositAmount(d.amount);
    const method = await activeMethod(db, d.payment_id);
    if (!method) throw refuse(422, MSG.method);
    const id = await inTx(db, async (tx) => {
      // inside the write transaction: two deposits at once cannot both fit under a limit, nor both take a first-deposit promotion
      await assertCanDeposit(tx, playerId, amount, ctx.clock.now());
      const promotionId = await promotionOrRefuse(tx, d.promotion_id, { playerId, amount });
      const txId = await createPendingDeposit(tx, {
        playerId,
        amount,
        trx: d.transaction_id,
        accountNumber: d.account_number.trim(),
        paymentId: method.id,
        promotionId,
      });
      await attachReceipts(tx, playerId, txId, d.receipt_ids);
      return txId;
    });
    return c.json({ success: true, message: MSG.depositSubmitted, transaction: { id } });
  });

  return guardPaths(r, ctx.auth);
}
