import type { Tx } from '../db/client';
import { dhakaDayStart } from '../../src/lib/dhaka-time';
import { seedExchangeBets } from './exchange';

/** The support account players chat with (VITE_SUPPORT_USER_ID defaults to this id). It cannot log in. */
export const SUPPORT_USER_ID = 900;
export const SUPPORT_USERNAME = 'support';

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

/** Member-area demo data for the demo player: bets, transactions, turnovers, VIP, inbox, referral, chat. */
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

  await seedExchangeBets(tx, pid, now);

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

  // VIP points: received from play, used for a conversion
  const received: Array<[number, string, number]> = [
    [40, 'Daily turnover', 6 * 24 * HOUR],
    [25, 'Slots turnover', 4 * 24 * HOUR],
    [60, 'Live Casino turnover', 2 * 24 * HOUR],
    [15, 'Login streak', 20 * HOUR],
    [30, 'Exchange turnover', 3 * HOUR],
  ];
  for (const [pts, source, ago] of received) {
    await ex("INSERT INTO vip_points (player_id, points, kind, source, amount, created_at) VALUES (?, ?, 'received', ?, 0, ?)", [
      pid,
      pts,
      source,
      iso(now - ago),
    ]);
  }
  await ex("INSERT INTO vip_points (player_id, points, kind, source, amount, created_at) VALUES (?, 20, 'used', 'Convert to Real Money', 2000, ?)", [
    pid,
    iso(now - 24 * HOUR),
  ]);
  await ex('UPDATE players SET vip_coin = ? WHERE id = ?', [40 + 25 + 60 + 15 + 30 - 20, pid]);
  const d = new Date(now + 6 * HOUR);
  for (let back = 3; back >= 0; back--) {
    const m = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - back, 1));
    const exp = [120, 480, 1250, 170][3 - back] ?? 0;
    await ex('INSERT INTO vip_history (player_id, year, month, level, experience) VALUES (?, ?, ?, ?, ?)', [
      pid,
      m.getUTCFullYear(),
      m.getUTCMonth() + 1,
      back === 0 ? 'Bronze' : back === 1 ? 'Bronze' : 'Normal',
      exp,
    ]);
  }

  // inbox
  const inbox: Array<[string, string, number, number]> = [
    [
      'Welcome to TakaPlay',
      'Welcome aboard! Your account is ready. Deposit with bKash, Nagad or Rocket and claim the 100% welcome bonus on your first deposit.',
      9 * 24 * HOUR,
      1,
    ],
    ['Your deposit was approved', 'Your deposit of 1,000 taka through bKash was approved and added to your main wallet. Good luck!', 2 * HOUR, 0],
    ['Weekly cashback credited', 'Your live casino cashback for last week has been credited. Check your transaction records for details.', 28 * HOUR, 0],
    ['Cricket exchange is live', 'Back and lay on every international match with live odds. Open the exchange from the home page.', 3 * 24 * HOUR, 1],
    ['Security tip', 'We will never ask for your password or OTP. Keep them to yourself and report anything suspicious to support.', 5 * 24 * HOUR, 1],
    ['VIP points update', 'You received 30 VIP points from exchange turnover. Convert them to real money on the VIP page.', 3 * HOUR, 0],
  ];
  for (const [title, message, ago, read] of inbox) {
    await ex('INSERT INTO inbox_messages (player_id, title, message, is_read, created_at) VALUES (?, ?, ?, ?, ?)', [pid, title, message, read, iso(now - ago)]);
  }

  // referral: downlines referred by the demo player's code, and their daily rewards
  const code = String((await tx.execute({ sql: 'SELECT referral_code FROM players WHERE id = ?', args: [pid] })).rows[0]?.referral_code ?? '');
  for (const [i, name] of ['friendrana', 'friendmitu', 'friendsabbir'].entries()) {
    await ex(
      `INSERT INTO players (username, password_hash, name, phone, email, status, referral_code, referred_by, created_at, last_login_at)
       VALUES (?, 'disabled', ?, ?, ?, 'active', ?, ?, ?, ?)`,
      [
        name,
        name,
        `0171000000${i}`,
        `${name}@example.com`,
        `REF${name.toUpperCase()}`,
        code,
        iso(now - (20 - i) * 24 * HOUR),
        i < 2 ? iso(now - (i + 1) * 24 * HOUR) : null,
      ],
    );
  }
  const rewards: Array<[number, number, number, 'claimable' | 'claimed' | 'pending', string]> = [
    [1, 8_400_00, 8_40, 'claimable', 'Tier 1 0.1% of 8,400.00'],
    [2, 12_000_00, 12_00, 'claimable', 'Tier 1 0.1% of 12,000.00'],
    [3, 3_500_00, 3_50, 'claimed', 'Tier 1 0.1% of 3,500.00'],
    [5, 25_000_00, 25_00, 'claimed', 'Tier 1 0.1% of 25,000.00'],
    [0, 1_200_00, 1_20, 'pending', 'Today: paid out tomorrow'],
  ];
  for (const [daysAgo, turnover, reward, status, details] of rewards) {
    const date = new Date(today - daysAgo * 24 * HOUR + 6 * HOUR).toISOString().slice(0, 10);
    await ex('INSERT INTO referral_rewards (player_id, date, turnover, cash_reward, status, details, claimed_at) VALUES (?, ?, ?, ?, ?, ?, ?)', [
      pid,
      date,
      turnover,
      reward,
      status,
      details,
      status === 'claimed' ? iso(today - (daysAgo - 1) * 24 * HOUR) : null,
    ]);
  }

  // one earlier support conversation
  const chat = await ex('INSERT INTO chats (user_one_id, user_two_id, created_at) VALUES (?, ?, ?)', [pid, SUPPORT_USER_ID, iso(now - 2 * 24 * HOUR)]);
  const chatId = Number(chat.lastInsertRowid ?? 0);
  const lines: Array<[number, string, number]> = [
    [pid, 'Hello, how long does a Nagad withdrawal take?', 2 * 24 * HOUR],
    [SUPPORT_USER_ID, 'Hello demoplayer! Withdrawals through Nagad usually arrive within 30 minutes.', 2 * 24 * HOUR - 2 * MIN],
    [pid, 'Thank you!', 2 * 24 * HOUR - 5 * MIN],
  ];
  for (const [sender, content, ago] of lines) {
    await ex('INSERT INTO chat_messages (chat_id, sender_id, content, created_at) VALUES (?, ?, ?, ?)', [chatId, sender, content, iso(now - ago)]);
  }
}
