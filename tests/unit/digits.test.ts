import { describe, expect, it } from 'vitest';
import { digitsOnly, latinDigits } from '../../src/lib/digits';

describe('Bangla digits in typed numbers', () => {
  it('reads ০-৯ as 0-9 and leaves everything else', () => {
    expect(latinDigits('০১২৩৪৫৬৭৮৯')).toBe('0123456789');
    expect(latinDigits('TRX৭৮A')).toBe('TRX78A');
    expect(latinDigits('ট১')).toBe('ট1');
  });
  it('keeps only digits, either script', () => {
    expect(digitsOnly('০১৭ 12-৩৪')).toBe('0171234');
    expect(digitsOnly('abc')).toBe('');
  });
});
