import { betTerms, type BetSide, type MarketKind } from '../../src/lib/exchange-book';
import { one, type Tx } from '../db/client';
import { applyLedger } from '../lib/ledger';

const HOUR = 3600_000;

/** [event, market kind, market name, selection, side, odds or rate, run, stake paisa, WON/LOST, hours ago] */
type SeedBet = [string, MarketKind, string, string, BetSide, string, number | null, number, 'WON' | 'LOST', number];

/**
 * The demo player's exchange history: settled bets of past events (their events left the schedule,
 * so none of them is open), each one's win or loss a ledger row at its settlement. The opening row
 * comes first, so the balance stays the seeded one and still equals the sum of its rows.
 */
const BETS: SeedBet[] = [
  ['Bangladesh v India', 'odds', 'Match Odds', 'Bangladesh', 'back', '2.4', null, 500_00, 'LOST', 2],
  ['Dhaka Capitals v Rangpur Riders', 'odds', 'Match Odds', 'Rangpur Riders', 'lay', '1.85', null, 1_000_00, 'WON', 5],
  ['Pakistan v Sri Lanka', 'bookmaker', 'Bookmaker', 'Sri Lanka', 'back', '210', null, 200_00, 'LOST', 26],
  ['Australia v England', 'fancy', 'Fancy', '10 Over Runs Australia', 'back', '100', 62, 300_00, 'WON', 50],
  ['Comilla Victorians v Sylhet Strikers', 'odds', 'Match Odds', 'Sylhet Strikers', 'back', '2.05', null, 750_00, 'LOST', 74],
];

export async function seedExchangeBets(tx: Tx, playerId: number, now: number): Promise<void> {
  const iso = (ms: number) => new Date(ms).toISOString();
  const settled = BETS.map(([event, kind, market, sel, side, odds, run, stake, status, hoursAgo], i) => {
    const terms = betTerms(kind, side, stake, Number(odds));
    const placed = now - hoursAgo * HOUR;
    return { i, event, kind, market, sel, side, odds, run, stake, status, terms, placed, settledAt: placed + HOUR };
  });
  const balance = Number((await one<{ balance: number }>(tx, 'SELECT balance FROM players WHERE id = ?', [playerId]))?.balance ?? 0);
  const net = settled.reduce((a, b) => a + (b.status === 'WON' ? b.terms.profit : -b.terms.liability), 0);
  const opening = balance - net;
  const first = Math.min(...settled.map((b) => b.placed)) - HOUR;
  await tx.execute({
    sql: "INSERT INTO ledger (player_id, wallet, kind, amount, balance_after, reference, created_at) VALUES (?, 'main', 'opening', ?, ?, ?, ?)",
    args: [playerId, opening, opening, `main:${playerId}`, iso(first)],
  });
  await tx.execute({ sql: 'UPDATE players SET balance = ? WHERE id = ?', args: [opening, playerId] });

  for (const b of settled.sort((x, y) => x.settledAt - y.settledAt)) {
    const amount = b.status === 'WON' ? b.terms.profit : -b.terms.liability;
    const txId = `EX${String(700100 + b.i)}`;
    await tx.execute({
      sql: `INSERT INTO exchange_records (player_id, transaction_id, event_name, market_name, selection_name, bet_type, odds, run, stake,
              potential_profit, potential_liability, net_profit_loss, status, created_at, settled_at, market, selection_id, matched, matched_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?)`,
      args: [
        playerId,
        txId,
        b.event,
        b.market,
        b.sel,
        b.side,
        b.odds,
        b.run === null ? null : String(b.run),
        b.stake,
        b.terms.profit,
        b.terms.liability,
        amount,
        b.status,
        iso(b.placed),
        iso(b.settledAt),
        b.kind,
        `seed-${b.i + 1}`,
        iso(b.placed),
      ],
    });
    await applyLedger(tx, { playerId, kind: amount > 0 ? 'exchange_win' : 'exchange_loss', amount, reference: `exchange:${txId}`, at: iso(b.settledAt) });
  }
}
