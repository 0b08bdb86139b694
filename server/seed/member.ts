import type { Tx } from '../db/client';
import { dhakaDayStart } from '../../src/lib/dhaka-time';
import { seedExchangeBets } from './exchange';
import { SUPPORT_USER_ID, SUPPORT_USERNAME, seedMemberSocial } from './member-social';

export { SUPPORT_USER_ID } from './member-social';

const HOUR = 3600_000;
const MIN = 60_000;

type Exec = (sql: string, args?: (string | number | null)[]) => Promise<{ lastInsertRowid?: bigint | number | undefined }>;

/** [platform id, game-type id, game name] of the seeded casino bets. */
const GAMES: Array<[number, number, string]> = [
  [96, 1, 'Fortune Dragon Treasure Hunt'],
  [96, 8, 'KA Fish Hunter Deluxe'],
  [48, 2, 'Sexy Baccarat Classic'],
  [48, 2, 'Dragon Tiger Live'],
  [69, 1, 'Gonzo Gold Rush Megaways'],
  [69, 2, 'Red Tiger Roulette'],
  [70, 1, 'Spade Golden Lotus'],
  [70, 8, 'Ocean King Jackpot Fishing'],
  [96, 4, 'Cricket Virtual League'],
];

/** Member-area demo data for the demo player: bets, transactions, turnovers here; VIP, inbox, referral and chat in member-social.ts. */
export async function seedMember(tx: Tx): Promise<void> {
  const ex: Exec = (sql, args = []) => tx.execute({ sql, args });
  const now = Date.now();
  const iso = (ms: number) => new Date(ms).toISOString();

  await ex(
    `INSERT INTO players (id, username, password_hash, name, phone, email, status, referral_code, created_at)
     VALUES (?, ?, 'disabled', 'TakaPlay Support', '', 'support@takaplay.example', 'system', 'SUPPORT', ?)`,
    [SUPPORT_USER_ID, SUPPORT_USERNAME, iso(now - 90 * 24 * HOUR)],
  );

  const demo = (await tx.execute({ sql: "SELECT id FROM players WHERE username = 'demoplayer'", args: [] })).rows[0];
  if (!demo) return;
  const pid = Number(demo.id);

  await seedCasinoBets(ex, pid, now);
  await seedExchangeBets(tx, pid, now);
  await seedFunds(tx, pid, now);
  await seedMemberSocial(tx, pid, now);
}

async function seedCasinoBets(ex: Exec, pid: number, now: number): Promise<void> {
  const iso = (ms: number) => new Date(ms).toISOString();
  const today = dhakaDayStart(now).getTime();
  // casino bets: settled ones over the last 7 Dhaka days, a few unsettled
  let n = 0;
  for (let day = 0; day < 7; day++) {
    const dayStart = today - day * 24 * HOUR;
    const perDay = day === 0 ? 6 : 4;
    for (let k = 0; k < perDay; k++) {
      const g = GAMES[(n * 7 + day) % GAMES.length] as [number, number, string];
      const bet = (1 + ((n * 37) % 20)) * 50_00;
      const win = n % 3 === 0 ? 0 : n % 3 === 1 ? bet * 2 : Math.floor(bet / 2);
      let at = dayStart + (1 + k * 3) * HOUR + ((n * 13) % 50) * MIN;
      // not in the future, and never before the day's start (just after midnight in Dhaka, today has bets too)
      if (at > now - 5 * MIN) at = Math.max(dayStart, now - (10 + k * 5) * MIN);
      await ex(
        `INSERT INTO bet_records (player_id, status, platform_id, game_type_id, game_name, bet_amount, win_amount, created_at, settled_at)
         VALUES (?, 'settled', ?, ?, ?, ?, ?, ?, ?)`,
        [pid, g[0], g[1], g[2], bet, win, iso(at - 2 * MIN), iso(at)],
      );
      n++;
    }
  }
  for (let k = 0; k < 3; k++) {
    const g = GAMES[k * 2] as [number, number, string];
    await ex(
      `INSERT INTO bet_records (player_id, status, platform_id, game_type_id, game_name, bet_amount, win_amount, created_at, settled_at)
       VALUES (?, 'unsettled', ?, ?, ?, ?, 0, ?, NULL)`,
      [pid, g[0], g[1], g[2], (k + 1) * 100_00, iso(now - (k + 1) * 20 * MIN)],
    );
  }
}

/** Transactions of every type and status, and the turnovers their promotions set. */
async function seedFunds(tx: Tx, pid: number, now: number): Promise<void> {
  const ex: Exec = (sql, args = []) => tx.execute({ sql, args });
  const iso = (ms: number) => new Date(ms).toISOString();
  // transactions of every type and status (no pending deposit: the one-pending rule would block the demo player's deposits)
  const method = async (name: string) => {
    const r = (await tx.execute({ sql: 'SELECT id FROM payment_methods WHERE name = ? LIMIT 1', args: [name] })).rows[0];
    return r ? Number(r.id) : null;
  };
  const promo = async (offset: number) => {
    const r = (await tx.execute({ sql: 'SELECT id FROM promotions ORDER BY id LIMIT 1 OFFSET ?', args: [offset] })).rows[0];
    return r ? Number(r.id) : null;
  };
  const bkash = await method('bKash');
  const nagad = await method('Nagad');
  const rocket = await method('Rocket');
  const welcome = await promo(0);
  const reload = await promo(1);
  const txs: Array<{
    action: string;
    key: 0 | 1 | 2;
    amount: number;
    ago: number;
    method: number | null;
    promotion: number | null;
    trx?: string;
    acct?: string;
  }> = [
    { action: 'deposit', key: 1, amount: 1_000_00, ago: 2 * HOUR, method: bkash, promotion: welcome, trx: 'BK7Q2M9X1A', acct: '01712345678' },
    { action: 'withdraw', key: 0, amount: 500_00, ago: 3 * HOUR, method: nagad, promotion: null, acct: '01712345678' },
    { action: 'bonus', key: 1, amount: 1_000_00, ago: 2 * HOUR - 5 * MIN, method: null, promotion: welcome },
    { action: 'deposit', key: 2, amount: 2_000_00, ago: 26 * HOUR, method: nagad, promotion: null, trx: 'NG55X0P2RT', acct: '01712345678' },
    { action: 'withdraw', key: 1, amount: 1_500_00, ago: 30 * HOUR, method: bkash, promotion: null, acct: '01712345678' },
    { action: 'adjustment', key: 1, amount: 250_00, ago: 50 * HOUR, method: null, promotion: null },
    { action: 'deposit', key: 1, amount: 5_000_00, ago: 4 * 24 * HOUR, method: rocket, promotion: reload, trx: 'RK9920ZZ81', acct: '01712345678' },
    { action: 'withdraw', key: 2, amount: 3_000_00, ago: 5 * 24 * HOUR, method: rocket, promotion: null, acct: '01712345678' },
  ];
  const txIds: number[] = [];
  for (const t of txs) {
    const created = now - t.ago;
    const r = await ex(
      `INSERT INTO transactions (player_id, key, action, amount, transaction_id, account_number, payment_method_id, promotion_id, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [pid, t.key, t.action, t.amount, t.trx ?? null, t.acct ?? null, t.method, t.promotion, iso(created), iso(t.key === 0 ? created : created + 12 * MIN)],
    );
    txIds.push(Number(r.lastInsertRowid ?? 0));
  }

  // turnovers tied to promotions: two active, two complete
  const turnovers: Array<[number | null, number | undefined, 'active' | 'complete', number, number, number]> = [
    [welcome, txIds[0], 'active', 20_000_00, 12_450_00, 2 * HOUR],
    [reload, txIds[6], 'active', 6_000_00, 600_00, 4 * 24 * HOUR],
    [welcome, txIds[6], 'complete', 5_000_00, 0, 10 * 24 * HOUR],
    [await promo(2), undefined, 'complete', 1_000_00, 0, 20 * 24 * HOUR],
  ];
  for (const [p, t, status, req, rem, ago] of turnovers) {
    await ex(
      `INSERT INTO turnovers (player_id, promotion_id, transaction_id, status, required_turnover, remaining_turnover, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      [pid, p, t ?? null, status, req, rem, iso(now - ago), iso(now - ago + (status === 'complete' ? 3 * 24 * HOUR : HOUR))],
    );
  }
}
