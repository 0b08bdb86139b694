import { describe, expect, it } from 'vitest';
import { adminReq, balanceOf, deposit, freshPlayer, h, useFundsHarness } from './funds-helpers';

useFundsHarness();

describe('operator settlement', () => {
  it('settles a deposit once, crediting the main wallet, and needs the admin secret', async () => {
    const p = await freshPlayer(h);
    const r = await deposit(p, { amount: '1500.50' });
    const id = r.json.transaction.id as number;
    expect((await adminReq(h, `/api/admin/deposits/${id}/settle`, {}, null)).status).toBe(403);
    expect((await adminReq(h, `/api/admin/deposits/${id}/settle`, {}, 'wrong')).status).toBe(403);
    const pending = await adminReq(h, '/api/admin/deposits', undefined, 'dev-admin-secret', 'GET');
    expect(pending.json.data.some((t: { id: number }) => t.id === id)).toBe(true);
    const ok = await adminReq(h, `/api/admin/deposits/${id}/settle`, { status: 'success' });
    expect(ok.status).toBe(200);
    expect((await balanceOf(p.token)).balance).toBe('1500.50');
    expect((await adminReq(h, `/api/admin/deposits/${id}/settle`, {})).status).toBe(409);
    expect((await balanceOf(p.token)).balance).toBe('1500.50');
    const list = await h.req('GET', `/api/transaction/show?remote_id=${p.remote_id}`, { token: p.token });
    expect(list.json.data[0].key).toBe(1);
    // the pending slot is free again
    expect((await deposit(p)).status).toBe(200);
  });

  it('credits a promotion bonus to the bonus wallet and opens a turnover', async () => {
    const p = await freshPlayer(h);
    const promo = (await h.ctx.db.execute('SELECT id, deposit_bouns FROM promotions WHERE deposit_bouns = 20 LIMIT 1')).rows[0];
    const r = await deposit(p, { amount: '1000', promotion_id: Number(promo?.id) });
    await adminReq(h, `/api/admin/deposits/${r.json.transaction.id}/settle`, {});
    expect(await balanceOf(p.token)).toMatchObject({ balance: '1000.00', bonus_balance: '200.00' });
    const t = await h.req('GET', `/api/turnovers?remote_id=${p.remote_id}`, { token: p.token });
    expect(t.json.data[0]).toMatchObject({ status: 'active', required_turnover: '1200.00' });
  });

  it('a failed deposit credits nothing', async () => {
    const p = await freshPlayer(h);
    const r = await deposit(p);
    await adminReq(h, `/api/admin/deposits/${r.json.transaction.id}/settle`, { status: 'fail' });
    expect((await balanceOf(p.token)).balance).toBe('0.00');
  });
});

describe('development auto-settle', () => {
  it('settles a pending deposit after AUTO_SETTLE_MS in development mode only', async () => {
    const { createApp } = await import('../../server/app');
    const { makeContext } = await import('../../server/context');
    const { readConfig } = await import('../../server/config');
    const ctx = makeContext(h.ctx.db, { ...readConfig({ APP_MODE: 'development', AUTO_SETTLE_MS: '40' }), distDir: '/nonexistent' });
    createApp(ctx);
    const p = await freshPlayer(h);
    expect((await deposit(p, { amount: '250' })).status).toBe(200);
    await expect.poll(async () => (await balanceOf(p.token)).balance, { timeout: 3000, interval: 50 }).toBe('250.00');
  });
});
