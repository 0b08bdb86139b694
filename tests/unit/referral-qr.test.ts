import qrcode from 'qrcode-generator';
import { describe, expect, it } from 'vitest';
import { qrDataUrl } from '../../src/features/referral/qr';

/** The referral link's QR code: an SVG the <img> scales, one square per dark module, a white quiet zone. */
describe('qrDataUrl', () => {
  it('draws every dark module of the link as one unit square inside the quiet zone', () => {
    const link = 'https://example.test/referral_code?referral_code=DEMO2026';
    const url = qrDataUrl(link, 2);
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    const svg = decodeURIComponent(url.slice('data:image/svg+xml,'.length));

    const qr = qrcode(0, 'M');
    qr.addData(link);
    qr.make();
    const n = qr.getModuleCount();
    expect(svg).toContain(`viewBox="0 0 ${n + 4} ${n + 4}"`);
    expect(svg).not.toMatch(/ width="\d+px"/); // scalable: the <img> gives the size
    expect(svg).toContain('fill="white"');
    let dark = 0;
    for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) if (qr.isDark(r, c)) dark++;
    const squares = [...svg.matchAll(/M(\d+),(\d+)l1,0 0,1 -1,0 0,-1z/g)];
    expect(squares).toHaveLength(dark);
    for (const [, x, y] of squares) {
      expect(Number(x)).toBeGreaterThanOrEqual(2);
      expect(Number(y)).toBeLessThan(n + 2);
    }
  });
});
