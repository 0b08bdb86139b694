import { all, type Db } from '../../server/db/client';
import { openBook } from '../../server/exchange/book';
import { sha256 } from '../../server/lib/auth';
import { totalExposure } from '../../src/lib/exchange-book';

/**
 * What must hold for every player whatever happened to the server (kills included): the money's
 * books agree with themselves. Run by the soak at its end and by a unit test on a small harness.
 */
export interface Failure {
  player: string;
  problem: string;
  rows: unknown[];
}
export interface SoakReport {
  counts: Record<string, number>;
  failures: Failure[];
}

type Row = Record<string, unknown>;
const key = (...parts: unknown[]) => parts.map(String).join('|');

/** Rows of one side whose key the other side lacks or holds with another value. */
function unmatched(left: Map<string, Row>, right: Map<string, Row>, value: (r: Row) => unknown): Row[] {
  const out: Row[] = [];
  for (const [k, r] of left) {
    const o = right.get(k);
    if (!o || value(o) !== value(r)) out.push({ ...r, other: o ?? null });
  }
  return out;
}
const byKey = (rows: Row[], k: (r: Row) => string) => new Map(rows.map((r) => [k(r), r]));

/** One player's checks: the player's own rows, and where a count or a failure goes. */
interface PlayerCheck {
  id: number;
  player: Row | undefined;
  /** a query of this player's rows (its one parameter is the player's id) */
  q: (sql: string) => Promise<Row[]>;
  count: (name: string, n: number) => void;
  fail: (problem: string, rows: unknown[]) => void;
}

/**
 * Checks, for the given players: balance (main and bonus) = the sum of the ledger rows; no game round
 * open (opening, open, settling) longer than `openWindowMs`; every stake (an applied debit) has its
 * betting record of the same amount and every round's record its stakes; every debit, credit and
 * rollback its ledger row and every play row its wallet call; every settled exchange bet its ledger
 * row and every exchange row its bet, and the open bets' exposure held within the balance; every
 * settled deposit and every withdrawal (and a failed one's reversal) its ledger row, and back.
 */
export async function checkInvariants(db: Db, o: { playerIds: number[]; openWindowMs: number; now?: number }): Promise<SoakReport> {
  const failures: Failure[] = [];
  const counts: Record<string, number> = { players: o.playerIds.length };
  const count = (name: string, n: number) => {
    counts[name] = (counts[name] ?? 0) + n;
  };
  const openBefore = new Date((o.now ?? Date.now()) - o.openWindowMs).toISOString();
  const roundsOf = await roundsByPlayer(db);
  for (const id of o.playerIds) {
    const q = (sql: string) => all<Row>(db, sql, [id]);
    const player = (await q('SELECT username, balance, bonus_balance FROM players WHERE id = ?'))[0];
    const name = String(player?.username ?? `#${id}`);
    const fail = (problem: string, rows: unknown[]) => {
      if (rows.length > 0) failures.push({ player: name, problem, rows });
    };
    const p: PlayerCheck = { id, player, q, count, fail };
    await checkBalance(p);
    // rounds of the provider, through the game sessions they were played in
    const roundRows = roundsOf.get(id) ?? [];
    for (const r of roundRows) count(`rounds ${String(r.status)}`, 1);
    fail(
      `a game round open longer than ${o.openWindowMs / 1000} s`,
      roundRows.filter((r) => ['opening', 'open', 'settling'].includes(String(r.status)) && String(r.started_at) < openBefore),
    );
    const calls = await checkStakes(p, roundRows);
    await checkPlayRows(p, calls);
    await checkExchange(p, db);
    await checkFunds(p);
  }
  return { counts, failures };
}

async function checkBalance({ player, q, count, fail }: PlayerCheck) {
  const sums = await q('SELECT wallet, SUM(amount) AS s, COUNT(*) AS n FROM ledger WHERE player_id = ? GROUP BY wallet');
  const sumOf = (w: string) => Number(sums.find((r) => r.wallet === w)?.s ?? 0);
  count(
    'ledger rows',
    sums.reduce((n, r) => n + Number(r.n), 0),
  );
  if (sumOf('main') !== Number(player?.balance) || sumOf('bonus') !== Number(player?.bonus_balance)) {
    fail('balance is not the sum of its ledger rows', [{ balance: player?.balance, bonus: player?.bonus_balance, ledger: sums }]);
  }
}

/** Stakes and betting records, each with the other, and the provider's rounds agreeing; answers the player's wallet calls. */
async function checkStakes({ q, count, fail }: PlayerCheck, roundRows: Row[]): Promise<Row[]> {
  const calls = await q('SELECT provider, transaction_id, kind, round_id, amount, state, answer FROM wallet_transactions WHERE player_id = ?');
  for (const c of calls) count(`wallet ${String(c.kind)}s${c.state === 'applied' ? '' : ` ${String(c.state)}`}`, 1);
  const stakes = new Map<string, Row>();
  for (const c of calls.filter((c) => c.kind === 'debit' && c.state === 'applied')) {
    const k = `${String(c.provider)}:${String(c.round_id)}`;
    stakes.set(k, { round_ref: k, amount: Number(stakes.get(k)?.amount ?? 0) + Number(c.amount) });
  }
  const records = byKey(
    (await q('SELECT round_ref, bet_amount AS amount, status FROM bet_records WHERE round_ref IS NOT NULL AND player_id = ?')).map((r) => ({
      ...r,
      amount: Number(r.amount),
    })),
    (r) => String(r.round_ref),
  );
  count('betting records', records.size);
  fail(
    'a stake without its betting record (or of another amount)',
    unmatched(stakes, records, (r) => r.amount),
  );
  fail(
    'a betting record without its stake',
    unmatched(records, stakes, (r) => r.amount),
  );
  // and the provider's side agrees: a cancelled round kept no stake, a settled one closed its record
  const roundOfRef = (ref: unknown) => String(ref).slice(String(ref).indexOf(':') + 1);
  const staked = new Set([...stakes.keys()].map(roundOfRef));
  const closed = new Set([...records.values()].filter((r) => r.status === 'settled').map((r) => roundOfRef(r.round_ref)));
  fail(
    'a cancelled round whose stake was kept',
    roundRows.filter((r) => r.status === 'cancelled' && staked.has(String(r.id))),
  );
  fail(
    'a settled round whose betting record is not settled',
    roundRows.filter((r) => r.status === 'settled' && !closed.has(String(r.id))),
  );
  return calls;
}

const k2 = (r: Row) => key(r.kind, r.reference);

/** Every wallet call that moved money has its ledger row, and every play row its call. */
async function checkPlayRows({ q, fail }: PlayerCheck, calls: Row[]) {
  const wanted: Row[] = [];
  for (const c of calls) {
    const ref = `${String(c.provider)}:${String(c.transaction_id)}`;
    if (c.kind === 'debit') wanted.push({ kind: 'bet', reference: ref, amount: -Number(c.amount) });
    else if (c.kind === 'credit' && Number(c.amount) > 0) wanted.push({ kind: 'win', reference: ref, amount: Number(c.amount) });
    else if (c.kind === 'rollback' && returned(c)) wanted.push({ kind: 'rollback', reference: ref, amount: Number(c.amount) });
  }
  const playRows = (await q("SELECT kind, reference, amount FROM ledger WHERE kind IN ('bet', 'win', 'rollback') AND player_id = ?")).map((r) => ({
    ...r,
    amount: Number(r.amount),
  }));
  fail(
    'a wallet call without its ledger row',
    unmatched(byKey(wanted, k2), byKey(playRows, k2), (r) => r.amount),
  );
  fail(
    'a play ledger row without its wallet call',
    unmatched(byKey(playRows, k2), byKey(wanted, k2), (r) => r.amount),
  );
}

/** Exchange: settled bets and their rows; open bets held within the balance. */
async function checkExchange({ id, player, q, count, fail }: PlayerCheck, db: Db) {
  const bets = await q('SELECT transaction_id, status, net_profit_loss FROM exchange_records WHERE player_id = ?');
  for (const b of bets) count(`exchange ${String(b.status).toLowerCase()}`, 1);
  const settledNet = bets
    .filter((b) => (b.status === 'WON' || b.status === 'LOST') && Number(b.net_profit_loss) !== 0)
    .map((b) => ({ reference: `exchange:${String(b.transaction_id)}`, amount: Number(b.net_profit_loss) }));
  const exRows = (await q("SELECT reference, amount FROM ledger WHERE kind LIKE 'exchange\\_%' ESCAPE '\\' AND player_id = ?")).map((r) => ({
    ...r,
    amount: Number(r.amount),
  }));
  const k3 = (r: Row) => String(r.reference);
  fail(
    'a settled exchange bet without its ledger row',
    unmatched(byKey(settledNet, k3), byKey(exRows, k3), (r) => r.amount),
  );
  fail(
    'an exchange ledger row without its settled bet',
    unmatched(byKey(exRows, k3), byKey(settledNet, k3), (r) => r.amount),
  );
  const exposure = totalExposure(await openBook(db, id));
  if (exposure > Number(player?.balance)) fail('open exchange bets hold more than the balance', [{ exposure, balance: player?.balance }]);
}

/** Deposits and withdrawals (and a failed withdrawal's reversal) with their ledger rows, and back. */
async function checkFunds({ q, count, fail }: PlayerCheck) {
  const funds = await q("SELECT id, action, key, amount FROM transactions WHERE action IN ('deposit', 'withdraw') AND player_id = ?");
  const due: Row[] = [];
  for (const t of funds) {
    count(`${t.action === 'withdraw' ? 'withdrawals' : 'deposits'} ${['pending', 'settled', 'failed'][Number(t.key)] ?? t.key}`, 1);
    if (t.action === 'deposit' && Number(t.key) === 1) due.push({ kind: 'deposit', reference: `deposit:${String(t.id)}`, amount: Number(t.amount) });
    if (t.action === 'withdraw') due.push({ kind: 'withdrawal', reference: `withdrawal:${String(t.id)}`, amount: -Number(t.amount) });
    if (t.action === 'withdraw' && Number(t.key) === 2) {
      due.push({ kind: 'withdrawal_reversal', reference: `withdrawal:${String(t.id)}`, amount: Number(t.amount) });
    }
  }
  const fundRows = (await q("SELECT kind, reference, amount FROM ledger WHERE kind IN ('deposit', 'withdrawal', 'withdrawal_reversal') AND player_id = ?")).map(
    (r) => ({ ...r, amount: Number(r.amount) }),
  );
  fail(
    'a deposit or withdrawal without its ledger row',
    unmatched(byKey(due, k2), byKey(fundRows, k2), (r) => r.amount),
  );
  fail(
    'a deposit or withdrawal ledger row without its transaction',
    unmatched(byKey(fundRows, k2), byKey(due, k2), (r) => r.amount),
  );
}

/** A rollback that returned a stake (a refused one is stored too, with its refusal as the answer). */
const returned = (c: Row) => (JSON.parse(String(c.answer)) as { status?: string }).status === 'OK';

/** The provider's rounds by the player whose game session they were played in. */
async function roundsByPlayer(db: Db): Promise<Map<number, Row[]>> {
  const sessions = new Map((await all<Row>(db, 'SELECT token_hash, player_id FROM game_sessions')).map((s) => [String(s.token_hash), Number(s.player_id)]));
  const out = new Map<number, Row[]>();
  for (const r of await all<Row>(db, 'SELECT id, session_token, game, status, stake, win, started_at FROM provider_rounds')) {
    const player = sessions.get(sha256(String(r.session_token)));
    if (player !== undefined) out.set(player, [...(out.get(player) ?? []), r]);
  }
  return out;
}
