import { describe, expect, it } from 'vitest';
import { MIN_VP, vipLevelOf } from '../../src/api/contract/vip';
import { checkVp, levelProgress, nonceFor, vpProblem, vpToMoney } from '../../src/features/vip/logic';

describe('VP checks', () => {
  it('flags under 10 as not enough, and empty or non-numbers', () => {
    expect(MIN_VP).toBe(10);
    expect(checkVp('', 100)).toBe('empty');
    expect(checkVp('abc', 100)).toBe('invalid');
    expect(checkVp('9', 100)).toBe('notEnough');
    expect(checkVp('10', 100)).toBeNull();
    expect(checkVp(' 25 ', 100)).toBeNull();
    expect(checkVp('101', 100)).toBe('tooMany');
  });
  it('shows the money equivalent at 1 VP = 1 taka', () => {
    expect(vpToMoney('25')).toBe('25.00');
    expect(vpToMoney('')).toBe('0.00');
    expect(vpToMoney('x')).toBe('0.00');
  });
  it('derives the level from lifetime experience', () => {
    expect(vipLevelOf(0)).toMatchObject({ level: 'Normal', next_level: 'Bronze', next_experience: 100 });
    expect(vipLevelOf(170)).toMatchObject({ level: 'Bronze', next_level: 'Silver' });
    expect(vipLevelOf(60000)).toMatchObject({ level: 'Elite I', next_level: null, next_experience: null });
    expect(levelProgress(170, 100, 500)).toBe(18);
    expect(levelProgress(60000, 50000, null)).toBe(100);
  });
});

describe('the problem flagged under the Convert VP field', () => {
  it('is not enough under the minimum, too many above the total, nothing while empty', () => {
    expect(vpProblem('', 50)).toBeNull();
    expect(vpProblem('5', 50)).toBe('notEnough');
    expect(vpProblem('51', 50)).toBe('tooMany');
    expect(vpProblem('50', 50)).toBeNull();
    // a decimal or a sign is refused as typed, not read as other digits
    expect(vpProblem('10.5', 200)).toBe('notWhole');
    expect(vpProblem('-10', 200)).toBe('notWhole');
  });
});

describe('the conversion nonce', () => {
  it('is kept per amount until removed, so a retry of the same amount reuses it', () => {
    const pending = new Map<string, string>();
    let n = 0;
    const make = () => `nonce-000${++n}`;
    const first = nonceFor(pending, '20', make);
    expect(nonceFor(pending, '20', make)).toBe(first);
    const other = nonceFor(pending, '30', make);
    expect(other).not.toBe(first);
    expect(nonceFor(pending, '20', make)).toBe(first);
    pending.delete('20');
    expect(nonceFor(pending, '20', make)).not.toBe(first);
  });
});
