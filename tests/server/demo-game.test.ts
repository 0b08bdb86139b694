import { describe, expect, it } from 'vitest';
import { demoGamePage } from '../../server/lib/demo-game';
import { formatTaka } from '../../src/lib/money';

const game = { kind: 'slot', title: 'Tiger Spins', player: 'demoplayer', balance: '4550.00', appOrigin: 'http://app.example' } as const;

/** The page's own money() and D(), run as the browser runs them. */
function pageMoney(html: string): (a: string) => string {
  const script = /<script nonce="[^"]+">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  const head = script.slice(0, script.indexOf('const $='));
  return new Function(`${head}; return money;`)() as (a: string) => string;
}

describe('the demo provider game page', () => {
  it('writes the balance as the app writes taka, with the space and grouping ("৳ 4,550.00")', () => {
    const html = demoGamePage(game, 'n0nce');
    expect(html).toContain('Balance: <span id="bal">৳ 4,550.00</span>');
    expect(html).toContain('<html lang="en">');
  });

  it('in Bangla: its words, Bangla digits, the same taka format', () => {
    const html = demoGamePage(game, 'n0nce', 'bn');
    expect(html).toContain('<html lang="bn">');
    expect(html).toContain('ব্যালেন্স: <span id="bal">৳ ৪,৫৫০.০০</span>');
    expect(html).toContain('<button id="b" type="button">স্পিন</button>');
    expect(html).toContain('<option value="10">৳ ১০</option>');
  });

  it('the balances a round brings are written by the page script exactly as formatTaka writes them', () => {
    const en = pageMoney(demoGamePage(game, 'n0nce'));
    const bn = pageMoney(demoGamePage(game, 'n0nce', 'bn'));
    for (const a of ['0.00', '5.50', '999.99', '4550.00', '100000.00', '12345678.90']) {
      expect(en(a)).toBe(formatTaka(a));
      expect(bn(a)).toBe(formatTaka(a, 'bn'));
    }
  });
});
