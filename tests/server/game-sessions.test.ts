import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { all } from '../../server/db/client';
import { sha256 } from '../../server/lib/auth';
import { freshPlayer } from './funds-helpers';
import { type Harness, startHarness } from './harness';
import { launch, ledgerMismatches, wallet } from './wallet-helpers';

/**
 * A game session belongs to the login that launched it: whatever ends that login ends the game's
 * spending at once. Only the settlement of a round already paid for may still land.
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

type Player = Awaited<ReturnType<typeof freshPlayer>>;
const balanceOf = async (username: string) =>
  Number((await all<{ balance: number }>(h.ctx.db, 'SELECT balance FROM players WHERE username = ?', [username]))[0]?.balance);
const spin = (session: string, id: string) => h.req('POST', '/api/provider/slot/spin', { body: { session, stake: 10, request_id: id } });

const endings: Array<[string, (p: Player) => Promise<unknown>]> = [
  ['logout', (p) => h.req('POST', '/api/logout', { token: p.token })],
  [
    'a password change',
    (p) =>
      h.req('POST', '/api/user-pwd', {
        token: p.token,
        body: { old_password: 'abc12345', new_password: 'xyz12345', new_password_confirmation: 'xyz12345' },
      }),
  ],
  [
    'a password reset',
    async (p) => {
      await h.req('POST', '/api/usr-forgot-password', { body: { type: 'email', email: `${p.username}@example.com`, username: p.username } });
      const code = (await h.dev('GET', `/api/dev/outbox?username=${p.username}`)).json.data[0].code;
      const r = await h.req('POST', '/api/usr-reset-password', {
        body: { otp: code, password: 'newpass99', password_confirmation: 'newpass99', username: p.username },
      });
      expect(r.status).toBe(200);
    },
  ],
  [
    'the login expiring (and its 401)',
    async (p) => {
      const old = new Date(Date.now() - 31 * 86_400_000).toISOString();
      await h.ctx.db.execute({ sql: 'UPDATE tokens SET created_at = ? WHERE token_hash = ?', args: [old, sha256(p.token)] });
      expect((await h.req('POST', '/api/balance', { token: p.token })).status).toBe(401);
    },
  ],
  [
    'a break',
    (p) => h.req('POST', '/api/responsible-gaming/block', { token: p.token, body: { kind: 'break', duration: '24h', password: 'abc12345', confirm: true } }),
  ],
  [
    'a self-exclusion',
    (p) => h.req('POST', '/api/responsible-gaming/block', { token: p.token, body: { kind: 'exclusion', duration: '6m', password: 'abc12345', confirm: true } }),
  ],
];

describe('ending the login ends its game sessions at once', () => {
  for (const [name, end] of endings) {
    it(`${name}: the frame shows the ended page, spins and debits are refused SESSION_EXPIRED, nothing moves`, async () => {
      const p = await freshPlayer(h, { balance: 100_00 });
      const session = await launch(h, p);
      expect((await spin(session, `before-${name.length}-0001`)).status).toBe(200);
      const before = await balanceOf(p.username);

      await end(p);

      const frame = await h.req('GET', `/api/demo-game/${session}`);
      expect(frame.text).toContain('This game session has expired.');
      expect(frame.text).not.toContain('<script');
      const played = await spin(session, `after-${name.length}-0001`);
      expect(played.status).toBe(401);
      expect(played.json.code).toBe('SESSION_EXPIRED');
      const debit = await wallet(h, 'debit', { session, round_id: 'after-end', transaction_id: 'after-end:d', amount: '10.00' });
      expect(debit.json.status).toBe('SESSION_EXPIRED');
      expect((await wallet(h, 'balance', { session })).json.status).toBe('SESSION_EXPIRED');
      expect(await balanceOf(p.username)).toBe(before);
      expect(await ledgerMismatches(h)).toEqual([]);
    });
  }

  it("another login's game session of the same player plays on", async () => {
    const p = await freshPlayer(h, { balance: 100_00 });
    const other = await h.login(p.username, 'abc12345');
    const mine = await launch(h, p);
    const theirs = await launch(h, other);
    await h.req('POST', '/api/logout', { token: p.token });
    expect((await spin(mine, 'mine-after-0001')).json.code).toBe('SESSION_EXPIRED');
    expect((await spin(theirs, 'theirs-after-01')).status).toBe(200);
  });
});

describe('a round paid for before the login ended', () => {
  it('still gets its credit and its rollback, bound to that round; a new debit is refused', async () => {
    const p = await freshPlayer(h, { balance: 100_00 });
    const session = await launch(h, p);
    const d1 = await wallet(h, 'debit', { session, round_id: 'paid-1', transaction_id: 'paid-1:d', amount: '10.00' });
    const d2 = await wallet(h, 'debit', { session, round_id: 'paid-2', transaction_id: 'paid-2:d', amount: '20.00' });
    expect([d1.json.status, d2.json.status]).toEqual(['OK', 'OK']);
    await h.req('POST', '/api/logout', { token: p.token });

    const win = await wallet(h, 'credit', { session, round_id: 'paid-1', transaction_id: 'paid-1:c', amount: '25.00' });
    expect(win.json).toMatchObject({ status: 'OK', balance: '95.00' });
    const back = await wallet(h, 'rollback', { session, round_id: 'paid-2', transaction_id: 'paid-2:r', ref_transaction_id: 'paid-2:d', amount: '20.00' });
    expect(back.json).toMatchObject({ status: 'OK', balance: '115.00' });
    // nothing else: no round without an accepted debit, no second credit of a closed round
    expect((await wallet(h, 'credit', { session, round_id: 'paid-3', transaction_id: 'paid-3:c', amount: '50.00' })).json.status).toBe('DEBIT_NOT_FOUND');
    expect((await wallet(h, 'credit', { session, round_id: 'paid-1', transaction_id: 'paid-1:c2', amount: '50.00' })).json.status).toBe('ROUND_CLOSED');
    expect((await wallet(h, 'debit', { session, round_id: 'paid-4', transaction_id: 'paid-4:d', amount: '10.00' })).json.status).toBe('SESSION_EXPIRED');
    expect(await balanceOf(p.username)).toBe(115_00);
    expect(await ledgerMismatches(h)).toEqual([]);
  });
});
