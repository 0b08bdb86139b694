import { describe, expect, it } from 'vitest';
import type { TransactionItem } from '../../src/api/contract/transactions';
import type { BetRecordItem } from '../../src/api/contract/records';
import { cutName, filterTransactions, groupByDhakaDay, groupSettled, turnoverPercent, txType } from '../../src/features/records/logic';
import { fromPaisa, toPaisa } from '../../src/lib/paisa';
import { dateRange } from '../../server/routes/records';

describe('turnover percent', () => {
  it('is (required - remaining) / required with two decimals', () => {
    expect(turnoverPercent('20000.00', '12450.00')).toBe(37.75);
    expect(turnoverPercent('3.00', '2.00')).toBe(33.33);
    expect(turnoverPercent('6000.00', '600.00')).toBe(90);
  });
  it('is 0 when nothing is required and capped at 0..100', () => {
    expect(turnoverPercent('0.00', '0.00')).toBe(0);
    expect(turnoverPercent('100.00', '0.00')).toBe(100);
    expect(turnoverPercent('100.00', '-50.00')).toBe(100);
    expect(turnoverPercent('100.00', '150.00')).toBe(0);
  });
});

describe('money helpers', () => {
  it('reads and writes decimal strings as paisa without float drift', () => {
    expect(toPaisa('1250.5')).toBe(125050);
    expect(toPaisa('-0.10')).toBe(-10);
    expect(toPaisa('x')).toBe(0);
    expect(fromPaisa(125050)).toBe('1250.50');
    expect(fromPaisa(-5)).toBe('-0.05');
  });
});

describe('game names', () => {
  it('cuts names to 15 characters', () => {
    expect(cutName('Fortune Dragon Treasure Hunt')).toBe('Fortune Dragon …');
    expect(cutName('Short Name')).toBe('Short Name');
    expect(cutName('Exactly15Chars!')).toBe('Exactly15Chars!');
  });
});

const bet = (over: Partial<BetRecordItem>): BetRecordItem => ({
  id: 1,
  status: 'settled',
  platform: 'KA Gaming',
  platform_id: 96,
  game_type: 'Slots',
  game_type_id: 1,
  game_name: 'Game',
  bet_amount: '100.00',
  winAmount: '0.00',
  created_at: '2026-03-10T10:00:00.000Z',
  settled_at: '2026-03-10T10:00:00.000Z',
  ...over,
});

describe('settled grouping', () => {
  it('groups by Dhaka settle day, platform and game type with turnover and profit/loss', () => {
    const groups = groupSettled([
      bet({ id: 1, bet_amount: '100.00', winAmount: '250.00' }),
      bet({ id: 2, bet_amount: '50.00', winAmount: '0.00' }),
      bet({ id: 3, platform: 'Sexy', platform_id: 48, game_type: 'Live Casino', game_type_id: 2 }),
      bet({ id: 4, settled_at: '2026-03-10T23:30:00.000Z' }),
    ]);
    expect(groups.map((g) => [g.day, g.platform, g.gameType, g.records.length])).toEqual([
      ['2026-03-11', 'KA Gaming', 'Slots', 1],
      ['2026-03-10', 'KA Gaming', 'Slots', 2],
      ['2026-03-10', 'Sexy', 'Live Casino', 1],
    ]);
    expect(groups[1]?.turnover).toBe(15000);
    expect(groups[1]?.profitLoss).toBe(10000);
  });
});

const tx = (over: Partial<TransactionItem>): TransactionItem => ({
  id: 1,
  key: 1,
  action: 'deposit',
  amount: '100.00',
  created_at: '2026-03-10T10:00:00.000Z',
  updated_at: '2026-03-10T10:00:00.000Z',
  transaction_id: null,
  payment_method: null,
  promotion: null,
  ...over,
});

describe('transaction filters', () => {
  const now = new Date('2026-03-11T06:00:00.000Z').getTime(); // 12:00 in Dhaka on 11 March
  const list = [
    tx({ id: 1, action: 'deposit', key: 0, created_at: '2026-03-11T05:00:00.000Z' }),
    tx({ id: 2, action: 'withdraw', key: 1, created_at: '2026-03-10T23:30:00.000Z' }),
    tx({ id: 3, action: 'bonus', key: 1, created_at: '2026-03-10T12:00:00.000Z' }),
    tx({ id: 4, action: 'adjustment', key: 2, created_at: '2026-03-06T12:00:00.000Z' }),
    tx({ id: 5, action: 'deposit', key: 2, created_at: '2026-02-01T12:00:00.000Z' }),
  ];
  const ids = (f: Parameters<typeof filterTransactions>[1]) => filterTransactions(list, f, now).map((t) => t.id);
  it('maps actions to the filter types', () => {
    expect([txType('deposit'), txType('withdraw'), txType('bonus'), txType('adjustment')]).toEqual(['deposit', 'withdrawal', 'adjustment', 'adjustment']);
  });
  it('filters by type, status and Dhaka date, and All keeps everything', () => {
    expect(ids({ type: 'all', status: 'all', date: 'all' })).toEqual([1, 2, 3, 4, 5]);
    expect(ids({ type: 'deposit', status: 'all', date: 'all' })).toEqual([1, 5]);
    expect(ids({ type: 'adjustment', status: 'all', date: 'all' })).toEqual([3, 4]);
    expect(ids({ type: 'all', status: 2, date: 'all' })).toEqual([4, 5]);
    expect(ids({ type: 'all', status: 'all', date: '0' })).toEqual([1, 2]);
    expect(ids({ type: 'all', status: 'all', date: '1' })).toEqual([3]);
    expect(ids({ type: 'all', status: 'all', date: '7' })).toEqual([1, 2, 3, 4]);
    expect(ids({ type: 'withdrawal', status: 1, date: '0' })).toEqual([2]);
  });
  it('groups by Dhaka day in order (23:30 UTC belongs to the next Dhaka day)', () => {
    expect(groupByDhakaDay(list).map((g) => [g.day, g.items.map((t) => t.id)])).toEqual([
      ['2026-03-11', [1, 2]],
      ['2026-03-10', [3]],
      ['2026-03-06', [4]],
      ['2026-02-01', [5]],
    ]);
  });
  it('the server date filter uses the same Dhaka days', () => {
    expect(dateRange('0', now)).toEqual(['2026-03-10T18:00:00.000Z', '2026-03-11T18:00:00.000Z']);
    expect(dateRange('1', now)).toEqual(['2026-03-09T18:00:00.000Z', '2026-03-10T18:00:00.000Z']);
    expect(dateRange('7', now)?.[0]).toBe('2026-03-04T18:00:00.000Z');
    expect(dateRange(undefined, now)).toBeNull();
  });
});

describe('table pages (desktop transaction records)', () => {
  it('slices 10, 25, 50 or 100 rows per page and clamps the page to the last one', async () => {
    const { pageOf, PAGE_SIZES } = await import('../../src/ui/Pager');
    expect(PAGE_SIZES).toEqual([10, 25, 50, 100]);
    const rows = Array.from({ length: 23 }, (_, i) => i + 1);
    expect(pageOf(rows, 1, 10)).toEqual({ rows: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], page: 1, lastPage: 3 });
    expect(pageOf(rows, 3, 10).rows).toEqual([21, 22, 23]);
    expect(pageOf(rows, 9, 10).page).toBe(3);
    expect(pageOf(rows, 1, 25)).toMatchObject({ page: 1, lastPage: 1 });
    expect(pageOf([], 1, 10)).toEqual({ rows: [], page: 1, lastPage: 1 });
  });
});
