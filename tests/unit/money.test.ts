import { describe, expect, it } from 'vitest';
import { formatAmount, formatCount, formatTaka, withCents } from '../../src/lib/money';

describe('formatTaka', () => {
  it('groups as in Bangladesh (thousands, then lakhs and crores by two digits) with two decimals, a space after the sign', () => {
    expect(formatTaka('100000')).toBe('৳ 1,00,000.00');
    expect(formatTaka('12345678.9')).toBe('৳ 1,23,45,678.90');
    expect(formatTaka('25000')).toBe('৳ 25,000.00');
    expect(formatTaka(100)).toBe('৳ 100.00');
    expect(formatTaka('1234567.5')).toBe('৳ 12,34,567.50');
    expect(formatTaka('-1250.50')).toBe('-৳ 1,250.50');
    expect(formatTaka(null)).toBe('৳ 0.00');
    expect(formatTaka('')).toBe('৳ 0.00');
  });

  it('rounds strings half up at the second decimal, as it rounds numbers (no cut)', () => {
    expect(formatTaka('10.999')).toBe('৳ 11.00');
    expect(formatTaka(10.999)).toBe('৳ 11.00');
    expect(formatTaka('1.005')).toBe('৳ 1.01');
    expect(formatTaka(1.005)).toBe('৳ 1.01');
    expect(formatTaka('1.004')).toBe('৳ 1.00');
    expect(formatTaka(1.004)).toBe('৳ 1.00');
    expect(formatTaka('999.995')).toBe('৳ 1,000.00');
    expect(formatTaka(999.995)).toBe('৳ 1,000.00');
    expect(formatTaka('-2.345')).toBe('-৳ 2.35');
    expect(formatTaka(-2.345)).toBe('-৳ 2.35');
    expect(formatTaka('-0.001')).toBe('৳ 0.00');
    expect(formatTaka(1e-7)).toBe('৳ 0.00');
  });

  it('keeps big amounts exact (no float arithmetic) and leaves unknown text alone', () => {
    expect(formatTaka('12345678901234567.895')).toBe('৳ 12,34,56,78,90,12,34,567.90');
    expect(formatTaka('abc')).toBe('৳ abc');
  });
});

describe('formatAmount', () => {
  it('is the figure without the sign', () => {
    expect(formatAmount('25000.00')).toBe('25,000.00');
    expect(formatAmount('500')).toBe('500.00');
    expect(formatAmount('0.125')).toBe('0.13');
  });
});

describe('formatCount', () => {
  it('groups a whole count as in Bangladesh, as Intl en-IN does', () => {
    for (const n of [0, 7, 999, 1000, 25000, 100000, 1234567, 123456789, 9007199254740991, -1250, 12.5, 12.4, -2.5]) {
      expect(formatCount(n)).toBe(new Intl.NumberFormat('en-IN', { useGrouping: true, maximumFractionDigits: 0 }).format(n));
    }
    expect(formatCount(1234567)).toBe('12,34,567');
  });
});

describe('withCents', () => {
  it('writes the make-payment amount plain, for copying', () => {
    expect(withCents('25000')).toBe('25000.00');
    expect(withCents('12.5')).toBe('12.50');
  });
});
