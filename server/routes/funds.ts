import { randomBytes } from 'node:crypto';
import { valid } from '../lib/validate';
import { Hono } from 'hono';
import { ChannelsQuery, EwaRequestBody, WalletNumberQuery } from '../../src/api/contract/funds';
import { DepositWithReceiptsBody, EwaConfirmWithReceiptsBody } from '../../src/api/contract/receipts';
import type { ServerContext } from '../context';
import { all, inTx, one } from '../db/client';
import { type AppEnv, ownRemoteId } from '../lib/auth';
import {
  activeMethod,
  bdt,
  checkPayerPhone,
  checkPaymentDetails,
  checkTrx,
  createPendingDeposit,
  depositAmount,
  MSG,
  verifiedPhones,
} from '../lib/funds-rules';
import { attachReceipts } from './receipts';
import { withdrawalRoutes } from './withdrawals';
import { nowIso, refuse } from '../lib/http';
import { fromWire, toWire } from '../lib/money';
import { assertCanDeposit } from '../lib/responsible';
import { depositPromotions, promotionOrRefuse } from '../lib/promotion-rules';

/** Deposit calls, and the withdrawal ones (withdrawals.ts); the rules they apply live in lib/funds-rules.ts. */
export function fundsRoutes(ctx: ServerContext): Hono<AppEnv> {
  const { db } = ctx;
  const r = new Hono<AppEnv>();

  r.get('/api/showpayment-menthod', ctx.auth, valid('query', ChannelsQuery), async (c) => {
    const q = c.req.valid('query');
    const method = await one(db, "SELECT 1 FROM payment_methods WHERE name = ? AND status = 'active' LIMIT 1", [q.name]);
    if (!method) return c.json({ success: false, data: [], message: 'This payment method is not available.' }, 404);
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

  r.get('/api/get-wallet-number', ctx.auth, valid('query', WalletNumberQuery), async (c) => {
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
  r.get('/api/deposit-promotions', ctx.auth, async (c) => c.json({ data: await depositPromotions(db, c.var.player.id) }));

  r.post('/api/ewa/request', ctx.auth, valid('json', EwaRequestBody), async (c) => {
    const body = c.req.valid('json');
    const d = body;
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

  r.post('/api/ewa/confirm', ctx.auth, valid('json', EwaConfirmWithReceiptsBody), async (c) => {
    const body = c.req.valid('json');
    const d = body;
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

  r.post('/api/submit-deposit', ctx.auth, valid('json', DepositWithReceiptsBody), async (c) => {
    const body = c.req.valid('json');
    const d = body;
    const refused = ownRemoteId(c, d.remote_id);
    if (refused) return refused;
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

  r.route('/', withdrawalRoutes(ctx));
  return r;
}
