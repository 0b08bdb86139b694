import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startHarness } from './harness';
import { loginOptions, passkeyLogin, playerWithPasskey } from './passkey-helpers';

/**
 * The login limits (docs/login-limits.md) hold for a passkey as for a password: a locked username or a
 * flooded address refuses a passkey from a device the player never logged in from, in the same words,
 * and lets the owner's known device through; a passkey answer that fails counts as a wrong password.
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness({ LOGIN_FAILURES_PER_ADDRESS: '15' });
});
afterAll(() => h.close());

const TOO_MANY = 'Too many failed attempts. Please wait 10 minutes and try again.';
const CARRIER = '103.4.5.6';
const cookieOf = (r: { headers: Headers }) => /tp_device=[^;]+/.exec(r.headers.get('set-cookie') ?? '')?.[0] ?? '';
const passwordLogin = (username: string, password: string, address: string, cookie = '') =>
  h.req('POST', '/api/login', { body: { username, password }, address, headers: cookie ? { Cookie: cookie } : {} });

/** Ten wrong passwords for the username from ten addresses: its lock for the rest of the window. */
async function lockUsername(username: string): Promise<void> {
  for (let i = 0; i < 10; i++) expect((await passwordLogin(username, `wrong${i}pass`, `10.8.${i}.1`)).status).toBe(401);
}

describe('login limits and passkeys', () => {
  it('a locked username refuses a passkey on a new device in the same words; the known device still signs in', async () => {
    const { key } = await playerWithPasskey(h, 'pklocked01');
    // the player's own phone: it logged in before, and has its device cookie
    const cookie = cookieOf(await passkeyLogin(h, key, { address: '10.9.0.1' }));
    expect(cookie).not.toBe('');
    await lockUsername('pklocked01');
    const stranger = await passkeyLogin(h, key, { address: '10.7.0.1' });
    expect([stranger.status, stranger.json.message]).toEqual([429, TOO_MANY]);
    expect((await passwordLogin('pklocked01', 'abc12345', '10.7.0.2')).json.message).toBe(TOO_MANY);
    const owner = await passkeyLogin(h, key, { address: '10.7.0.3', cookie });
    expect(owner.status, owner.text).toBe(200);
    expect(cookieOf(owner)).toBe(cookie);
  });

  it('a passkey answer that fails counts as a wrong password: ten lock the username', async () => {
    const { key } = await playerWithPasskey(h, 'pkfailing1');
    for (let i = 0; i < 10; i++) {
      const r = await passkeyLogin(h, key, { address: `10.6.${i}.1`, ceremony: { origin: 'https://phish.example.com' } });
      expect(r.status).toBe(401);
    }
    expect((await passwordLogin('pkfailing1', 'abc12345', '10.6.20.1')).json.message).toBe(TOO_MANY);
    expect((await passkeyLogin(h, key, { address: '10.6.20.2' })).json.message).toBe(TOO_MANY);
  });

  it('a flooded address refuses a passkey without a device cookie; with one it passes', async () => {
    const { key } = await playerWithPasskey(h, 'pkflood001');
    const cookie = cookieOf(await passkeyLogin(h, key, { address: '10.5.0.1' }));
    for (let i = 0; i < 15; i++) await passwordLogin(`stranger${i}`, 'wrong12345', CARRIER);
    const stranger = await passkeyLogin(h, key, { address: CARRIER });
    expect([stranger.status, stranger.json.message]).toEqual([429, TOO_MANY]);
    expect((await passkeyLogin(h, key, { address: CARRIER, cookie })).status).toBe(200);
  });

  it('an address holds at most as many unanswered sign-in challenges as its failed-login ceiling', async () => {
    for (let i = 0; i < 15; i++) await loginOptions(h, '10.4.0.1');
    const r = await h.req('POST', '/api/login/passkey/options', { address: '10.4.0.1' });
    expect([r.status, r.json.message]).toEqual([429, 'Too many sign-in requests from this network. Please try again in a few minutes.']);
    expect((await h.req('POST', '/api/login/passkey/options', { address: '10.4.0.2' })).status).toBe(200);
  });
});
