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
  it('a path with a tab or line break is refused (the browser drops them: "/\t/host" is //host)', () => {
    const site = 'https://site.example';
    const hostile = ['/\t/evil.example/x', '/\n/evil.example', '/\r\n/evil.example', '/\t\\evil.example', '/a\tb'];
    for (const p of hostile) expect(isSitePath(p), JSON.stringify(p)).toBe(false);
    for (const p of hostile.slice(0, 4)) expect(new URL(p, site).origin).not.toBe(site);
    for (const p of ['/promotions', '/games?type=SLOT', '/storage/a b.png']) {
      expect(isSitePath(p)).toBe(true);
      expect(new URL(p, site).origin).toBe(site);
    }
  });
  it('an image from an answer is a path on this site, https or a data:image', () => {
    expect(safeImageUrl('/storage/logo/loader.svg')).toBe('/storage/logo/loader.svg');
    expect(safeImageUrl('https://cdn.example/l.svg')).toBe('https://cdn.example/l.svg');
    expect(safeImageUrl('data:image/svg+xml;base64,PHN2Zy8+')).toBe('data:image/svg+xml;base64,PHN2Zy8+');
    expect(safeImageUrl('//evil.example/x.svg')).toBeUndefined();
    expect(safeImageUrl('/\\evil.example/x.svg')).toBeUndefined();
    expect(safeImageUrl('http://cdn.example/l.svg')).toBeUndefined();
    expect(safeImageUrl('data:text/html,<script>alert(1)</script>')).toBeUndefined();
    expect(safeImageUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeImageUrl(42)).toBeUndefined();
  });
});
