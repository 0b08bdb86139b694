import type { ResultSet, Tx } from '../db/client';
import { dhakaDayStart } from '../../src/lib/dhaka-time';

/** The support account players chat with (VITE_SUPPORT_USER_ID defaults to this id). It cannot log in. */
export const SUPPORT_USER_ID = 900;
export const SUPPORT_USERNAME = 'support';

const HOUR = 3600_000;
const MIN = 60_000;

type Exec = (sql: string, args?: (string | number | null)[]) => Promise<ResultSet>;

/** The demo player's VIP points and levels, inbox, referral downlines and rewards, and a support chat. */
export async function seedMemberSocial(tx: Tx, pid: number, now: number): Promise<void> {
  const ex: Exec = (sql, args = []) => tx.execute({ sql, args });
  await seedVip(ex, pid, now);
  await seedInbox(ex, pid, now);
  await seedReferral(ex, pid, now);
  await seedSupportChat(ex, pid, now);
}

async function seedVip(ex: Exec, pid: number, now: number): Promise<void> {
  const iso = (ms: number) => new Date(ms).toISOString();
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
}

async function seedInbox(ex: Exec, pid: number, now: number): Promise<void> {
  const iso = (ms: number) => new Date(ms).toISOString();
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
}

async function seedReferral(ex: Exec, pid: number, now: number): Promise<void> {
  const iso = (ms: number) => new Date(ms).toISOString();
  const today = dhakaDayStart(now).getTime();
  // referral: downlines referred by the demo player's code, and their daily rewards
  const code = String((await ex('SELECT referral_code FROM players WHERE id = ?', [pid])).rows[0]?.referral_code ?? '');
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
}

async function seedSupportChat(ex: Exec, pid: number, now: number): Promise<void> {
  const iso = (ms: number) => new Date(ms).toISOString();
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
