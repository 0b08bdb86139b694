import { beforeAll, describe, expect, it } from 'vitest';
import type { LimitStateItem, RgHistoryItem } from '../../src/api/contract/responsible';
import { answered, fingerprint, freshClock, isDue, MAX_TICK_MS, readClock, stopped, tick } from '../../src/features/responsible/reality/clock-state';
import { changedLimits, historyLine, parseLimit, tightestDeposit } from '../../src/features/responsible/logic';
import i18next from 'i18next';
import en from '../../src/i18n/locales/en/responsible.json';

const MIN = 60_000;

describe('reality check clock', () => {
  it('is due after the chosen minutes of play, never when off, and holds while due', () => {
    let s = freshClock('a');
    for (let i = 0; i < 29; i++) s = tick(s, MIN, 30);
    expect(isDue(s, 30)).toBe(false);
    s = tick(s, MIN, 30);
    expect(isDue(s, 30)).toBe(true);
    expect(isDue(s, 0)).toBe(false);
    expect(tick(s, MIN, 30).playedMs).toBe(30 * MIN);
    s = answered(s);
    expect(isDue(s, 30)).toBe(false);
    expect(tick(s, MIN, 30).playedMs).toBe(31 * MIN);
  });

  it('counts a sleeping computer as one short tick, not as play', () => {
    expect(tick(freshClock('a'), 3_600_000, 60).playedMs).toBe(MAX_TICK_MS);
    expect(tick(freshClock('a'), -5, 60).playedMs).toBe(0);
  });

  it('belongs to one login: another login, or a damaged value, starts at zero', () => {
    const mine = fingerprint('token-one');
    expect(mine).not.toBe(fingerprint('token-two'));
    const kept = JSON.stringify({ ...freshClock(mine), playedMs: 5 * MIN });
    expect(readClock(kept, mine).playedMs).toBe(5 * MIN);
    expect(readClock(kept, fingerprint('token-two')).playedMs).toBe(0);
    expect(readClock('{"owner":1', mine)).toEqual(freshClock(mine));
    expect(readClock(JSON.stringify({ owner: mine, playedMs: -1, checkedAtMs: 0, stoppedAt: 0 }), mine).playedMs).toBe(0);
  });

  it('Stop playing answers the check and stamps the stop for the other tabs', () => {
    const s = stopped({ ...freshClock('a'), playedMs: 30 * MIN }, 1234);
    expect(s).toMatchObject({ checkedAtMs: 30 * MIN, stoppedAt: 1234 });
  });
});

const limit = (over: Partial<LimitStateItem>): LimitStateItem => ({
  period: 'daily',
  amount: null,
  pending: null,
  used: '0.00',
  left: null,
  resets_at: '2026-11-25T18:00:00.000Z',
  ...over,
});

describe('limit fields', () => {
  it('reads taka as typed: Bangla digits, commas and the sign; refuses what is not an amount', () => {
    expect(parseLimit('১,০০০')).toBe('1000');
    expect(parseLimit('৳ 250.5')).toBe('250.5');
    expect(parseLimit('')).toBe('');
    expect(parseLimit('12.345')).toBeUndefined();
    expect(parseLimit('abc')).toBeUndefined();
  });

  it('sends only the periods the player changed; a cleared field removes the limit', () => {
    const limits = [
      limit({ period: 'daily', amount: '1000.00', left: '1000.00' }),
      limit({ period: 'weekly', amount: '5000.00', pending: { amount: '8000.00', effective_at: '2026-11-26T06:00:00.000Z' } }),
      limit({ period: 'monthly' }),
    ];
    expect(changedLimits(limits, { daily: '1000', weekly: '8000', monthly: '' })).toEqual({});
    expect(changedLimits(limits, { daily: '', weekly: '5000', monthly: '20000' })).toEqual({ daily: null, weekly: '5000', monthly: '20000' });
    expect(changedLimits(limits, { daily: 'x', weekly: '8000', monthly: '' })).toEqual({});
  });

  it('the deposit note names the limit that leaves the least', () => {
    expect(tightestDeposit([limit({})])).toBeNull();
    const weekly = limit({ period: 'weekly', amount: '2000.00', left: '300.00' });
    expect(tightestDeposit([limit({ amount: '1000.00', left: '1000.00' }), weekly])).toBe(weekly);
  });
});

describe('history lines', () => {
  const texts = i18next.createInstance();
  beforeAll(() => texts.init({ lng: 'en', ns: ['responsible'], resources: { en: { responsible: en } }, interpolation: { escapeValue: false } }));
  const t = (key: string, opts?: Record<string, unknown> | string) => texts.getFixedT('en', 'responsible')(key, opts as Record<string, unknown>) as string;
  const row = (over: Partial<RgHistoryItem>): RgHistoryItem => ({
    id: 1,
    action: 'limit_set',
    kind: 'deposit',
    period: 'daily',
    old_amount: null,
    new_amount: '1000.00',
    effective_at: null,
    detail: null,
    created_at: '2026-11-25T06:00:00.000Z',
    ...over,
  });
  it('says what changed, in the player words, with times in Dhaka time', () => {
    expect(historyLine(t, row({}))).toBe('Deposit limit, daily: none → ৳ 1,000.00');
    expect(
      historyLine(t, row({ action: 'limit_raise_requested', old_amount: '1000.00', new_amount: '2000.00', effective_at: '2026-11-26T06:00:00.000Z' })),
    ).toBe('Deposit limit, daily: ৳ 1,000.00 → ৳ 2,000.00 from 2026-11-26 12:00 GMT+6');
    expect(historyLine(t, row({ action: 'break', kind: null, period: null, effective_at: '2026-11-26T06:00:00.000Z' }))).toBe(
      'Break until 2026-11-26 12:00 GMT+6',
    );
    expect(historyLine(t, row({ action: 'self_exclusion', kind: null, period: null }))).toBe('Permanent self-exclusion');
    expect(historyLine(t, row({ action: 'reality_check', kind: null, period: null, new_amount: null, detail: '30' }))).toBe('Reality check: Every 30 minutes');
  });
});

describe('the server refusals on a Bangla screen', () => {
  it('every responsible-gaming message has its Bangla words, with the amount and time kept in Bangla digits', async () => {
    const { setLanguage } = await import('../../src/i18n');
    const { loadServerTexts, serverText } = await import('../../src/i18n/server-text');
    const { RG_MSG } = await import('../../server/lib/responsible');
    await setLanguage('bn');
    await loadServerTexts();
    try {
      const until = Date.parse('2026-11-25T18:00:00.000Z');
      for (const period of ['daily', 'weekly', 'monthly'] as const) {
        const text = serverText(RG_MSG.depositLimit(period, 100_000, until));
        expect(text).toMatch(/ডিপোজিট সীমা/);
        expect(text).toContain('৳ ১,০০০.০০');
        expect(text).toContain('২০২৬-১১-২৬ ০০:০০ GMT+৬');
      }
      for (const m of [RG_MSG.lossLimit('daily'), RG_MSG.lossLimit('weekly'), RG_MSG.onBreak(until), RG_MSG.excluded(until), RG_MSG.excludedForever]) {
        expect(serverText(m)).not.toBe(m);
      }
    } finally {
      await setLanguage('en');
    }
  });
});
