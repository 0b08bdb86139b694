import { describe, expect, it } from 'vitest';
import { issueToken } from '../../server/lib/auth';
import { assertCanDeposit } from '../../server/lib/responsible';
import { approvedStake } from './stake-helpers';
import { freshPlayer } from './funds-helpers';
import { at, deposit, HOUR, h, type P, playerId, T0, useResponsibleHarness } from './responsible-helpers';

useResponsibleHarness();

describe('break and self-exclusion', () => {
  const block = (p: P, body: Record<string, unknown>) => h.req('POST', '/api/responsible-gaming/block', { token: p.token, body });
  const login = (p: P) => h.req('POST', '/api/login', { body: { username: p.username, password: 'abc12345' } });
  const launch = (token: string, p: P) =>
    h.req('POST', '/api/game-run', {
      token,
      body: { userId: p.remote_id, externalURL: 'http://127.0.0.1', isMobileLogin: true, gameCode: 'JILI-SLOT-001', gameType: 'SLOT', platform: 'JILI' },
    });

  it('asks for the password and the confirmation', async () => {
    at(0);
    const p = await freshPlayer(h);
    expect((await block(p, { kind: 'break', duration: '24h', password: 'wrong123' })).status).toBe(422);
    const wrong = await block(p, { kind: 'break', duration: '24h', password: 'wrong123', confirm: true });
    expect(wrong.json.message).toBe('The password is not correct.');
    expect((await block(p, { kind: 'break', duration: '1y', password: 'abc12345', confirm: true })).status).toBe(422);
    expect((await h.req('POST', '/api/balance', { token: p.token })).status).toBe(200);
  });

  it('a break ends every session, refuses login, deposits and play, and ends exactly when it says', async () => {
    at(0);
    const p = await freshPlayer(h);
    const r = await block(p, { kind: 'break', duration: '24h', password: 'abc12345', confirm: true });
    expect(r.status).toBe(200);
    expect(r.json.message).toBe('Your account is on a break until 2026-11-26 12:00 GMT+6.');
    expect((await h.req('POST', '/api/balance', { token: p.token })).status).toBe(401);
    const refused = await login(p);
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe('Your account is on a break until 2026-11-26 12:00 GMT+6.');
    // a session made behind the server's back still cannot deposit or play
    const token = await issueToken(h.ctx.db, playerId(p));
    const launched = await launch(token, p);
    expect(launched.status).toBe(403);
    expect(launched.json.message).toBe('Your account is on a break until 2026-11-26 12:00 GMT+6.');
    expect((await deposit({ ...p, token }, '500')).json.message).toBe('Your account is on a break until 2026-11-26 12:00 GMT+6.');
    await expect(assertCanDeposit(h.ctx.db, playerId(p), 100_00, T0)).rejects.toThrow('on a break');
    await expect(approvedStake(h.ctx.db, playerId(p), 1, T0)).rejects.toThrow('on a break');

    at(24 * HOUR - 1);
    expect((await login(p)).status).toBe(403);
    at(24 * HOUR);
    expect((await login(p)).status).toBe(200);
    at(0);
  });

  it('cannot be shortened: a shorter break after a longer one keeps the longer end', async () => {
    at(0);
    const p = await freshPlayer(h);
    await block(p, { kind: 'break', duration: '7d', password: 'abc12345', confirm: true });
    const again = await h.login(p.username, 'abc12345').catch(() => null);
    expect(again).toBeNull();
    const token = await issueToken(h.ctx.db, playerId(p));
    const r = await block({ ...p, token }, { kind: 'break', duration: '24h', password: 'abc12345', confirm: true });
    expect(r.json.message).toBe('Your account is on a break until 2026-12-02 12:00 GMT+6.');
  });

  it('self-exclusion refuses login until its end; a permanent one never ends', async () => {
    at(0);
    const p = await freshPlayer(h);
    expect((await block(p, { kind: 'exclusion', duration: '6m', password: 'abc12345', confirm: true })).status).toBe(200);
    expect((await login(p)).json.message).toBe('Your account is self-excluded until 2027-05-25 12:00 GMT+6.');
    const end = Date.parse('2027-05-25T06:00:00.000Z') - T0;
    at(end - 1);
    expect((await login(p)).status).toBe(403);
    at(end);
    expect((await login(p)).status).toBe(200);
    at(0);

    const q = await freshPlayer(h);
    await block(q, { kind: 'exclusion', duration: 'permanent', password: 'abc12345', confirm: true });
    at(20 * 365 * 24 * HOUR);
    const forever = await login(q);
    expect(forever.status).toBe(403);
    expect(forever.json.message).toBe('Your account is permanently self-excluded.');
    at(0);
  });
});
