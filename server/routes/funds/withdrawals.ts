import { Hono } from 'hono';
import { callsAt } from '../../lib/contract-routes';
import { fundsEndpoints } from '../../../src/api/calls/funds';
import * as v from 'valibot';
import { WithdrawCallRules } from '../../../src/api/contract/form-rules';
import { SubmitWithdrawBody, WithdrawCheckQuery } from '../../../src/api/contract/funds';
import type { ServerContext } from '../../context';
import { inTx, one } from '../../db/client';
import { accountOf } from '../../exchange/book';
import type { AppEnv } from '../../lib/auth';
import { activeMethod, bdt, checkFundsRule, eligibility, MSG, WITHDRAW_MAX, WITHDRAW_MIN } from '../../lib/funds-rules';
import { guardPaths, requireOwnRemoteId } from '../../lib/guards';
import { nowIso, refuse } from '../../lib/http';
import { applyLedger, LedgerError } from '../../lib/ledger';
import { fromWire } from '../../lib/money';
import { valid } from '../../lib/validate';

/** The withdrawal eligibility check and the withdrawal itself, debited at once through the ledger (members only). */
export function withdrawalRoutes(ctx: ServerContext, base: string): Hono<AppEnv> {
  const { db } = ctx;
  const r = new Hono<AppEnv>();
  const call = callsAt(base);

  r.on(...call(fundsEndpoints.withdrawCheck), valid('query', WithdrawCheckQuery), requireOwnRemoteId('query', 'remote_id'), async (c) => {
    const e = await eligibility(db, c.var.player.id);
    if (e.status !== 200) throw refuse(e.status, e.message, { error: e.message });
    return c.json({ success: true, message: e.message });
  });

  r.on(...call(fundsEndpoints.submitWithdraw), valid('json', SubmitWithdrawBody), requireOwnRemoteId('json', 'remote_id'), async (c) => {
    const d = c.req.valid('json');
    const playerId = c.var.player.id;
    const general = await one<{ withdrawal_status: number }>(db, 'SELECT withdrawal_status FROM general_settings LIMIT 1');
    if (general && Number(general.withdrawal_status) === 0) throw refuse(403, MSG.noWithdrawMethods);
    checkFundsRule(v.pick(WithdrawCallRules, ['amount']), { amount: d.amount });
    const amount = fromWire(d.amount);
    if (amount === null) throw refuse(422, MSG.withdrawAmount);
    if (amount < WITHDRAW_MIN || amount > WITHDRAW_MAX) {
      throw refuse(422, `The withdrawal amount must be between ${bdt(WITHDRAW_MIN)} and ${bdt(WITHDRAW_MAX)} BDT.`);
    }
    checkFundsRule(v.pick(WithdrawCallRules, ['account_number']), { account_number: d.account_number });
    let methodId: number | null = null;
    if (d.payment_id > 0) {
      const m = await activeMethod(db, d.payment_id);
      if (!m || (d.provider && m.name !== d.provider)) throw refuse(422, MSG.withdrawMethod);
      methodId = m.id;
    } else {
      const m = await one<{ id: number }>(db, "SELECT id FROM payment_methods WHERE name = ? AND status = 'active' AND type = 'ewallet' LIMIT 1", [d.provider]);
      if (!m) throw refuse(422, MSG.withdrawMethod);
      methodId = Number(m.id);
    }
    const e = await eligibility(db, playerId);
    if (e.status !== 200) throw refuse(e.status, e.message);
    const id = await inTx(db, async (tx) => {
      if (await one(tx, "SELECT 1 FROM transactions WHERE player_id = ? AND action = 'withdraw' AND key = 0 LIMIT 1", [playerId])) {
        throw refuse(409, MSG.pendingWithdraw);
      }
      const now = nowIso();
      const ins = await tx.execute({
        sql: `INSERT INTO transactions (player_id, key, action, amount, account_number, payment_method_id, created_at, updated_at)
                VALUES (?, 0, 'withdraw', ?, ?, ?, ?, ?)`,
        args: [playerId, amount, d.account_number.trim(), methodId, now, now],
      });
      const id = Number(ins.lastInsertRowid);
      // the ledger refuses an overdraft inside this transaction, so two withdrawals can never both pass
      const { exposure } = await accountOf(tx, playerId);
      await applyLedger(tx, { playerId, kind: 'withdrawal', amount: -amount, reference: `withdrawal:${id}`, at: now, reserve: exposure }).catch(
        (e: unknown) => {
          throw e instanceof LedgerError && e.code === 'insufficient' ? refuse(422, MSG.insufficient) : e;
        },
      );
      return id;
    });
    return c.json({ success: true, message: MSG.withdrawSubmitted, transaction: { id } });
  });

  return guardPaths(r, ctx.auth);
}
