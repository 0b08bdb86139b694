import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sha256 } from '../../server/lib/auth';
import { takeCode } from '../../server/lib/otp';
import { keyedHash } from '../../server/lib/secrets';
import { freshPlayer } from './funds-helpers';
import { type Harness, startHarness } from './harness';

/**
 * One-time codes (password reset, phone and e-mail verification) as an attacker with a copy of the
 * database meets them: six digits are a million guesses, so what keeps a code is the server's key,
 * a few tries and a short life.
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());
afterEach(() => vi.useRealTimers());

type Player = Awaited<ReturnType<typeof freshPlayer>>;

const outboxCode = async (q: string) => String((await h.dev('GET', `/api/dev/outbox?${q}`)).json.data[0]?.code ?? '');
const storedRow = async (username: string, purpose: string) => {
  const r = await h.ctx.db.execute({
    sql: 'SELECT o.player_id, o.code_hash, o.attempts FROM otps o JOIN players p ON p.id = o.player_id WHERE p.username = ? AND o.purpose = ? ORDER BY o.id DESC LIMIT 1',
    args: [username, purpose],
  });
  const row = r.rows[0];
  return { playerId: Number(row?.player_id), hash: String(row?.code_hash), attempts: Number(row?.attempts) };
};

const askReset = (p: Player) =>
  h.req('POST', '/api/usr-forgot-password', { body: { type: 'email', email: `${p.username}@example.com`, username: p.username } });
const reset = (p: Player, otp: string, password = 'newpass99') =>
  h.req('POST', '/api/usr-reset-password', { body: { otp, password, password_confirmation: password, username: p.username } });
const wrongFor = (code: string, i = 0) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');

/** Each way a code is sent: how to ask for it, where the outbox has it, how to use it. */
const paths: Array<{
  purpose: string;
  send: (p: Player) => Promise<unknown>;
  outbox: (p: Player) => string;
  use: (p: Player, code: string) => Promise<{ status: number }>;
}> = [
  { purpose: 'reset', send: askReset, outbox: (p) => `username=${p.username}`, use: (p, code) => reset(p, code) },
  {
    purpose: 'verify-phone',
    send: (p) => h.req('POST', '/api/send-verification-code', { token: p.token, body: { phone: p.phone } }),
    outbox: (p) => `destination=${p.phone}`,
    use: (p, code) => h.req('POST', '/api/verify-phone-number', { token: p.token, body: { verification_code: code } }),
  },
  {
    purpose: 'verify-email',
    send: (p) => h.req('POST', '/api/send-verification-code', { token: p.token, body: { email: `${p.username}@example.com` } }),
    outbox: (p) => `destination=${p.username}@example.com`,
    use: (p, code) => h.req('POST', '/api/verify-email', { token: p.token, body: { code } }),
  },
  {
    purpose: 'verify-other-phone',
    send: async (p) => {
      await h.req('POST', '/api/add/number', { token: p.token, body: { phone: '01876543210' } });
      return h.req('POST', '/api/add/send-verification-code', { token: p.token, body: { phone: '01876543210' } });
    },
    outbox: () => 'destination=01876543210',
    use: (p, code) => h.req('POST', '/api/add/verify-phone-number', { token: p.token, body: { verification_code: code } }),
  },
];

describe('a code as the database keeps it', () => {
  for (const path of paths) {
    it(`${path.purpose}: not SHA-256 of the code, nor a hash of the code alone under the server's key; only the server can check it`, async () => {
      const p = await freshPlayer(h, { verified: path.purpose !== 'verify-phone' });
      await path.send(p);
      const code = await outboxCode(path.outbox(p));
      expect(code).toMatch(/^\d{6}$/);
      const row = await storedRow(p.username, path.purpose);
      // a table of the million SHA-256 hashes reverses an unkeyed code in seconds
      expect(row.hash).not.toBe(sha256(code));
      // nor does one table of a million hashes under the key match it: the player, the purpose and the row are in the hash
      expect(row.hash).not.toBe(keyedHash(h.ctx.config, 'codes', code));
      // a server with another APP_SECRET cannot check it, let alone reverse it
      const otherKey = { db: h.ctx.db, config: { ...h.ctx.config, appSecret: 'another-secret' } };
      expect(await takeCode(otherKey, row.playerId, path.purpose, code)).toBeNull();
      expect((await path.use(p, code)).status).toBe(200);
    });
  }
});

describe('a code lives for a few tries and ten minutes', () => {
  it('five wrong tries end the code: the right one is refused after them', async () => {
    const p = await freshPlayer(h);
    await askReset(p);
    const code = await outboxCode(`username=${p.username}`);
    for (let i = 0; i < 5; i++) expect((await reset(p, wrongFor(code, i))).status).toBe(422);
    const late = await reset(p, code);
    expect(late.status).toBe(422);
    expect(late.json.message).toBe('The OTP is invalid or has expired.');
  });

  it('guesses sent all at once are counted each: no more than five are compared', async () => {
    const p = await freshPlayer(h, { verified: false });
    await paths[1]?.send(p);
    const code = await outboxCode(`destination=${p.phone}`);
    const use = paths[1]?.use ?? (() => Promise.reject(new Error('no path')));
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => use(p, wrongFor(code, i))));
    expect(answers.every((a) => a.status === 422)).toBe(true);
    expect((await storedRow(p.username, 'verify-phone')).attempts).toBe(5);
    expect((await use(p, code)).status).toBe(422);
  });

  it('a code is refused once ten minutes have passed', async () => {
    const p = await freshPlayer(h);
    await askReset(p);
    const code = await outboxCode(`username=${p.username}`);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 10 * 60_000 + 1_000);
    expect((await reset(p, code)).status).toBe(422);
    vi.useRealTimers();
    await expect(h.login(p.username, 'abc12345')).resolves.toHaveProperty('token');
  });

  it('a new code ends the one sent before', async () => {
    const p = await freshPlayer(h);
    await askReset(p);
    const first = await outboxCode(`username=${p.username}`);
    await askReset(p);
    const second = await outboxCode(`username=${p.username}`);
    if (first !== second) expect((await reset(p, first)).status).toBe(422);
    expect((await reset(p, second)).status).toBe(200);
  });

  it('codes asked for all at once: no more than five an hour are sent', async () => {
    const p = await freshPlayer(h);
    const answers = await Promise.all(Array.from({ length: 12 }, () => askReset(p)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(7);
  });
});
