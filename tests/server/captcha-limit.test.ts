import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Harness, startHarness } from './harness';

/** Each captcha picture is drawn on the server: one address gets many, then a 429, while other addresses go on. */
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ CAPTCHAS_PER_ADDRESS: '3' });
});
afterAll(() => h.close());
afterEach(() => vi.useRealTimers());

const captcha = (address: string) => h.req('GET', '/captcha?format=json', { address });

describe('captcha pictures per address', () => {
  it('an address past its ceiling is refused with the message, and another address is not', async () => {
    for (let i = 0; i < 3; i++) expect((await captcha('10.30.0.1')).status).toBe(200);
    const refused = await captcha('10.30.0.1');
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ message: 'Too many requests from this network. Please wait a few minutes and try again.' });
    expect((await captcha('10.30.0.2')).status).toBe(200);
  });

  it('after the window the address gets pictures again, and its old slots are gone from the table', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    for (let i = 0; i < 3; i++) expect((await captcha('10.30.0.3')).status).toBe(200);
    expect((await captcha('10.30.0.3')).status).toBe(429);
    vi.setSystemTime(Date.now() + 10 * 60 * 1000 + 1);
    expect((await captcha('10.30.0.3')).status).toBe(200);
    const rows = await h.ctx.db.execute({ sql: 'SELECT COUNT(*) AS n FROM login_attempts WHERE key = ?', args: ['captcha:10.30.0.3'] });
    expect(Number(rows.rows[0]?.n)).toBe(1);
  });
});
