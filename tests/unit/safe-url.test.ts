import { describe, expect, it } from 'vitest';
import { isSitePath, safeHttpUrl, safeImageUrl } from '../../src/lib/safe-url';

describe('addresses from answers', () => {
  it('a link or frame address must be http(s)', () => {
    expect(safeHttpUrl('https://games.example/x')).toBe('https://games.example/x');
    expect(safeHttpUrl('  http://wa.me/8801  ')).toBe('http://wa.me/8801');
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl(' JavaScript:alert(1)')).toBeNull();
    expect(safeHttpUrl('data:text/html,hi')).toBeNull();
    expect(safeHttpUrl('vbscript:msgbox(1)')).toBeNull();
    expect(safeHttpUrl('not a url')).toBeNull();
    expect(safeHttpUrl('')).toBeNull();
    expect(safeHttpUrl(null)).toBeNull();
  });
  it('refuses credentials in the address (a phishing disguise)', () => {
    expect(safeHttpUrl('https://bank.example@evil.example/')).toBeNull();
  });
  it('resolves a relative address against the given base only', () => {
    expect(safeHttpUrl('/api/demo', 'http://127.0.0.1:1')).toBe('http://127.0.0.1:1/api/demo');
    expect(safeHttpUrl('/api/demo')).toBeNull();
    expect(safeHttpUrl('javascript:alert(1)', 'http://127.0.0.1:1')).toBeNull();
  });
  it('a path on this site starts with exactly one slash', () => {
    expect(isSitePath('/promotions')).toBe(true);
    expect(isSitePath('//evil.example/x')).toBe(false);
    expect(isSitePath('/\\evil.example/x')).toBe(false);
    expect(isSitePath('https://evil.example/')).toBe(false);
    expect(isSitePath(undefined)).toBe(false);
  });
  it('an image kept for the splash is a path on this site or https', () => {
    expect(safeImageUrl('/storage/logo/loader.svg')).toBe('/storage/logo/loader.svg');
    expect(safeImageUrl('https://cdn.example/l.svg')).toBe('https://cdn.example/l.svg');
    expect(safeImageUrl('//evil.example/x.svg')).toBeNull();
    expect(safeImageUrl('/\\evil.example/x.svg')).toBeNull();
    expect(safeImageUrl('http://cdn.example/l.svg')).toBeNull();
    expect(safeImageUrl('data:image/svg+xml,<svg/>')).toBeNull();
    expect(safeImageUrl(42)).toBeNull();
  });
});
