import type { TransactionItem } from '../../api/contract/transactions';
import type { BetRecordItem, DateCode } from '../../api/contract/records';
import { dhakaDay, dhakaDayStart } from '../../lib/dhaka-time';
import { toPaisa } from '../../lib/paisa';

/** A game name cut to `max` characters (with an ellipsis when cut). */
export function cutName(name: string, max = 15): string {
  const chars = [...name];
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : name;
}

export interface SettledGroup {
  key: string;
  /** Dhaka day YYYY-MM-DD the bets were settled */
  day: string;
  platform: string;
  gameType: string;
  /** paisa */
  turnover: number;
  /** paisa: wins minus stakes */
  profitLoss: number;
  records: BetRecordItem[];
}

/** Settled bets grouped by Dhaka settle day, platform and game type; newest day first. */
export function groupSettled(records: readonly BetRecordItem[]): SettledGroup[] {
  const groups = new Map<string, SettledGroup>();
  for (const r of records) {
    const day = dhakaDay(r.settled_at ?? r.created_at);
    const key = `${day}|${r.platform_id}|${r.game_type_id}`;
    let g = groups.get(key);
    if (!g) {
      g = { key, day, platform: r.platform, gameType: r.game_type, turnover: 0, profitLoss: 0, records: [] };
      groups.set(key, g);
    }
    g.turnover += toPaisa(r.bet_amount);
    g.profitLoss += toPaisa(r.winAmount) - toPaisa(r.bet_amount);
    g.records.push(r);
  }
  return [...groups.values()].sort((a, b) =>
    a.day === b.day ? a.platform.localeCompare(b.platform) || a.gameType.localeCompare(b.gameType) : a.day < b.day ? 1 : -1,
  );
}

/** Turnover progress: (required - remaining) / required, capped at 0..100, two decimals; 0 when nothing is required. */
export function turnoverPercent(required: string | number, remaining: string | number): number {
  const req = toPaisa(required);
  if (req <= 0) return 0;
  const done = req - toPaisa(remaining);
  const pct = Math.min(100, Math.max(0, (done / req) * 100));
  return Math.round(pct * 100) / 100;
}

export type TxType = 'deposit' | 'withdrawal' | 'adjustment';
export type TxTypeFilter = TxType | 'all';
export type TxStatusFilter = 0 | 1 | 2 | 'all';
export type TxDateFilter = '0' | '1' | '7' | 'all';
export interface TxFilters {
  type: TxTypeFilter;
  status: TxStatusFilter;
  date: TxDateFilter;
}
export const DEFAULT_TX_FILTERS: TxFilters = { type: 'all', status: 'all', date: 'all' };

/** The filter type of a transaction: bonuses and adjustments count as adjustments. */
export function txType(action: string): TxType {
  if (action === 'deposit') return 'deposit';
  if (action === 'withdraw' || action === 'withdrawal') return 'withdrawal';
  return 'adjustment';
}

/** Transactions matching the type, status and Dhaka-day filters. */
export function filterTransactions(list: readonly TransactionItem[], f: TxFilters, now: number = Date.now()): TransactionItem[] {
  let from = Number.NEGATIVE_INFINITY;
  let to = Number.POSITIVE_INFINITY;
  if (f.date === '0') from = dhakaDayStart(now).getTime();
  if (f.date === '1') {
    from = dhakaDayStart(now, -1).getTime();
    to = dhakaDayStart(now).getTime();
  }
  if (f.date === '7') from = dhakaDayStart(now, -6).getTime();
  return list.filter((t) => {
    if (f.type !== 'all' && txType(t.action) !== f.type) return false;
    if (f.status !== 'all' && t.key !== f.status) return false;
    const at = new Date(t.created_at).getTime();
    return at >= from && at < to;
  });
}

/** Items grouped by the Dhaka day of `created_at`, in the order given (23:30 UTC belongs to the next Dhaka day). */
export function groupByDhakaDay<T extends { created_at: string }>(list: readonly T[]): Array<{ day: string; items: T[] }> {
  const out: Array<{ day: string; items: T[] }> = [];
  for (const item of list) {
    const day = dhakaDay(item.created_at);
    const last = out[out.length - 1];
    if (last && last.day === day) last.items.push(item);
    else {
      const existing = out.find((g) => g.day === day);
      if (existing) existing.items.push(item);
      else out.push({ day, items: [item] });
    }
  }
  return out;
}

/** The Dhaka days (YYYY-MM-DD, both included) a records date filter covers, as the server reads it. */
export function periodOf(code: DateCode, now = Date.now()): { from: string; to: string } {
  if (code === '0') return { from: dhakaDay(now), to: dhakaDay(now) };
  if (code === '1') return { from: dhakaDay(dhakaDayStart(now, -1)), to: dhakaDay(dhakaDayStart(now, -1)) };
  return { from: dhakaDay(dhakaDayStart(now, -6)), to: dhakaDay(now) };
}
