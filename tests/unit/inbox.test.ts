import { describe, expect, it } from 'vitest';
import { previewWords } from '../../src/features/inbox/logic';

describe('previews', () => {
  it('keeps the first 5 words of an inbox message', () => {
    expect(previewWords('Your deposit of 1,000 taka through bKash was approved', 5)).toBe('Your deposit of 1,000 taka…');
    expect(previewWords('  Short   message here ', 5)).toBe('Short message here');
    expect(previewWords('', 5)).toBe('');
  });
  it('keeps the first 100 words of a promotion description', () => {
    const long = Array.from({ length: 120 }, (_, i) => `w${i}`).join(' ');
    const p = previewWords(long, 100);
    expect(p.split(' ')).toHaveLength(100);
    expect(p.endsWith('w99…')).toBe(true);
  });
});
