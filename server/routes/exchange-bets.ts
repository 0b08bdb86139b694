import { Hono } from 'hono';
import { callsAt } from '../lib/contract-routes';
import { exchangeBetEndpoints } from '../../src/api/calls/exchange-bets';
import { valid } from '../lib/validate';
import { BetParam, BetsQuery, CashOutBody, PlaceBetBody } from '../../src/api/contract/exchange-bets';
import { dhakaDayStart } from '../../src/lib/dhaka-time';
import type { ServerContext } from '../context';
import { all, type Row } from '../db/client';
import { accountOf, accountToWire, betToWire } from '../exchange/book';
import { cashOut } from '../exchange/cash-out';
import { placeBet } from '../exchange/place';
import { cancelBet, matchWaiting, settleDue } from '../exchange/settle';
import type { AppEnv } from '../lib/auth';
import { toWire } from '../lib/money';
import { simFor } from '../sports/instance';

/** Start of a Dhaka day given as YYYY-MM-DD, as an ISO instant. */
const dhakaDay = (ymd: string, plusDays = 0) => dhakaDayStart(Date.parse(`${ymd}T12:00:00+06:00`), plusDays).toISOString();

/**
 * Exchange betting (our contract, docs/api.md): place, list, cancel, the header's account figures,
 * the balance overview (ledger rows) and the activity log. Members only.
 */
export function exchangeBetRoutes(ctx: ServerContext, base: string): Hono<AppEnv> {
  const sim = simFor(ctx);
  const r = new Hono<AppEnv>();
  const call = callsAt(base);
  r.use(ctx.auth);

  r.on(...call(exchangeBetEndpoints.placeBet), valid('json', PlaceBetBody), async (c) => {
    const body = c.req.valid('json');
    const a = await placeBet(ctx, sim, c.var.player.id, body);
    return c.json(a.body, a.status);
  });

  r.on(...call(exchangeBetEndpoints.cashOut), valid('json', CashOutBody), async (c) => {
    // a bet whose price came meanwhile is matched first: cash out cancels only what still waits
    await matchWaiting(ctx, sim, c.var.player.id);
    const a = await cashOut(ctx, sim, c.var.player.id, c.req.valid('json'));
    return c.json(a.body, a.status);
  });

  r.on(...call(exchangeBetEndpoints.exchangeBets), valid('query', BetsQuery), async (c) => {
    const q = c.req.valid('query');
    const pid = c.var.player.id;
    // closed events settle and waiting bets match before the player looks
    await settleDue(ctx, sim);
    if (q.status === 'open') await matchWaiting(ctx, sim, pid);
    const where = ['player_id = ?', q.status === 'open' ? "status = 'open'" : "status <> 'open'"];
    const args: string[] = [String(pid)];
    if (q.event_id) {
      where.push('event_id = ?');
      args.push(q.event_id);
    }
    if (q.from) {
      where.push('COALESCE(settled_at, created_at) >= ?');
      args.push(dhakaDay(q.from));
    }
    if (q.to) {
      where.push('COALESCE(settled_at, created_at) < ?');
      args.push(dhakaDay(q.to, 1));
    }
    const rows = await all<Row>(ctx.db, `SELECT * FROM exchange_records WHERE ${where.join(' AND ')} ORDER BY created_at DESC, id DESC LIMIT 500`, args);
    return c.json({ data: rows.map(betToWire) });
  });

  r.on(...call(exchangeBetEndpoints.cancelBet), valid('param', BetParam), async (c) => {
    const a = await cancelBet(ctx, c.var.player.id, c.req.valid('param').transactionId);
    return c.json(a.body, a.status);
  });

  r.on(...call(exchangeBetEndpoints.exchangeAccount), async (c) => {
    await settleDue(ctx, sim);
    return c.json(accountToWire(await accountOf(ctx.db, c.var.player.id)));
  });

  r.on(...call(exchangeBetEndpoints.exchangeStatement), async (c) => {
    const rows = await all<Row>(
      ctx.db,
      "SELECT id, kind, amount, balance_after, reference, created_at FROM ledger WHERE player_id = ? AND wallet = 'main' ORDER BY id DESC LIMIT 300",
      [c.var.player.id],
    );
    return c.json({
      data: rows.map((x) => ({
        id: Number(x.id),
        kind: String(x.kind),
        amount: toWire(Number(x.amount)),
        balance_after: toWire(Number(x.balance_after)),
        reference: (x.reference as string | null) ?? null,
        created_at: String(x.created_at),
      })),
    });
  });

  r.on(...call(exchangeBetEndpoints.exchangeActivity), async (c) => {
    const pid = c.var.player.id;
    const logins = await all<Row>(ctx.db, "SELECT created_at FROM tokens WHERE player_id = ? AND kind = 'session' ORDER BY created_at DESC LIMIT 100", [pid]);
    const bets = await all<Row>(ctx.db, 'SELECT * FROM exchange_records WHERE player_id = ? ORDER BY id DESC LIMIT 100', [pid]);
    const rows: Array<{ kind: string; detail: string; at: string }> = logins.map((l) => ({ kind: 'login', detail: '', at: String(l.created_at) }));
    for (const b of bets) {
      const what = `${String(b.bet_type)} ${String(b.selection_name)} @ ${String(b.odds)} · ${String(b.event_name)}`;
      rows.push({ kind: 'bet_placed', detail: what, at: String(b.created_at) });
      const status = String(b.status);
      if (b.settled_at && status !== 'open')
        rows.push({ kind: status === 'CANCELLED' ? 'bet_cancelled' : 'bet_settled', detail: `${status} · ${what}`, at: String(b.settled_at) });
    }
    rows.sort((a, b) => b.at.localeCompare(a.at));
    return c.json({ data: rows.slice(0, 200) });
  });

  return r;
}
