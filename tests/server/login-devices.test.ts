import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, newPlayer, startHarness } from './harness';

/**
 * Failed logins behind an address shared by thousands (a carrier's NAT): a flood from the address or
 * on a username does not lock out the owner on a device of their own, recognised by its signed device
 * cookie; without that cookie (or with a forged or altered one) the per-username lock and the address's
 * ceiling still stop an attacker.
 */
let h: Harness;
let other: Harness;
beforeAll(async () => {
  h = await startHarness({ LOGIN_FAILURES_PER_ADDRESS: '15' });
  other = await startHarness({ APP_SECRET: 'another-server-secret' });
});
afterAll(() => {
  h.close();
  other.close();
});

const CARRIER = '103.4.5.6';
const login = (username: string, password: string, opts: { address?: string; cookie?: string } = {}) =>
  h.req('POST', '/api/login', { body: { username, password }, address: opts.address ?? CARRIER, headers: opts.cookie ? { Cookie: opts.cookie } : {} });
const cookieOf = (r: { headers: Headers }) => /tp_device=[^;]+/.exec(r.headers.get('set-cookie') ?? '')?.[0] ?? '';

/** A new player who logged in once on a device of their own (at home): its device cookie. */
async function ownerWithDevice(username: string, harness = h): Promise<string> {
  expect((await harness.signUp(newPlayer(username), { address: '10.9.0.1' })).status).toBe(201);
  const r = await harness.req('POST', '/api/login', { body: { username, password: 'abc12345' }, address: '10.9.0.2' });
  expect(r.status).toBe(200);
  return cookieOf(r);
}

/** Ten wrong passwords for the username from ten addresses: its lock for the rest of the window. */
async function lockUsername(username: string): Promise<void> {
  for (let i = 0; i < 10; i++) expect((await login(username, `wrong${i}pass`, { address: `10.8.${i}.1` })).status).toBe(401);
}

describe('device cookie', () => {
  it('is set at a successful login: long-lived, HttpOnly, SameSite=Lax, sent to the login call only, signed', async () => {
    const r = await h.req('POST', '/api/login', { body: { username: 'demoplayer', password: 'demo12345' } });
    const set = r.headers.get('set-cookie') ?? '';
    expect(set).toMatch(/^tp_device=[A-Za-z0-9_-]{43}\.[^;]+;/);
    expect(set).toContain('Max-Age=34560000');
    expect(set).toContain('Path=/api/login');
    expect(set).toContain('HttpOnly');
    expect(set).toContain('SameSite=Lax');
    // served over plain HTTP here: a Secure cookie would not be kept
    expect(set).not.toContain('Secure');
    expect((await h.req('POST', '/api/login', { body: { username: 'demoplayer', password: 'wrong12345' } })).headers.get('set-cookie')).toBeNull();
  });

  it('is Secure when the server is served over TLS', async () => {
    const tls = await startHarness({ HSTS: '1' });
    const r = await tls.req('POST', '/api/login', { body: { username: 'demoplayer', password: 'demo12345' } });
    tls.close();
    expect(r.headers.get('set-cookie')).toContain('Secure');
  });

  it('a flood from one address does not lock out a player with a device cookie', async () => {
    const cookie = await ownerWithDevice('carrier001');
    // typos and an attacker's spray behind the carrier's address: past its ceiling
    for (let i = 0; i < 15; i++) await login(`stranger${i}`, 'wrong12345');
    await lockUsername('carrier001');
    const stranger = await login('demoplayer', 'demo12345');
    expect(stranger.status).toBe(429);
    expect(stranger.json.message).toBe('Too many failed attempts. Please wait 10 minutes and try again.');
    const owner = await login('carrier001', 'abc12345', { cookie });
    expect(owner.status).toBe(200);
    expect(owner.json.token).toBeTruthy();
    // the same device stays known: its cookie is renewed with the same id
    expect(cookieOf(owner)).toBe(cookie);
  });

  it('the per-username lock still stops an attacker without the cookie, from any address', async () => {
    await ownerWithDevice('target0001');
    await lockUsername('target0001');
    for (const address of ['10.7.0.1', '10.7.0.2', CARRIER]) expect((await login('target0001', 'abc12345', { address })).status).toBe(429);
  });

  it('a forged or altered cookie counts as no cookie', async () => {
    const cookie = await ownerWithDevice('forged0001');
    await lockUsername('forged0001');
    const [name, value] = cookie.split('=') as [string, string];
    const [id, signature] = decodeURIComponent(value).split('.') as [string, string];
    const flip = (s: string) => (s[0] === 'A' ? 'B' : 'A') + s.slice(1);
    const altered = [`${name}=${encodeURIComponent(`${flip(id)}.${signature}`)}`, `${name}=${encodeURIComponent(`${id}.${flip(signature)}`)}`, `${name}=${id}`];
    // signed with another server's key, for the same username there
    const foreign = await ownerWithDevice('forged0001', other);
    for (const c of [...altered, foreign]) expect((await login('forged0001', 'abc12345', { cookie: c })).status, c).toBe(429);
    expect((await login('forged0001', 'abc12345', { cookie })).status).toBe(200);
  });

  it("another player's device is not this player's: its genuine cookie does not pass this username's lock", async () => {
    const mine = await ownerWithDevice('shared0001');
    await ownerWithDevice('shared0002');
    await lockUsername('shared0002');
    expect((await login('shared0002', 'abc12345', { cookie: mine })).status).toBe(429);
  });

  it('a new password forgets the devices that knew the old one: their cookies pass no lock any more', async () => {
    const cookie = await ownerWithDevice('newpass001');
    const token = (await login('newpass001', 'abc12345', { cookie })).json;
    const changed = await h.req('POST', '/api/user-pwd', {
      token: token.token,
      body: { remote_id: token.remote_id, old_password: 'abc12345', new_password: 'xyz98765', new_password_confirmation: 'xyz98765' },
    });
    expect(changed.status, changed.text).toBe(200);
    await lockUsername('newpass001');
    expect((await login('newpass001', 'xyz98765', { cookie })).status).toBe(429);
  });

  it("a known device's own failures lock that device only, not the username for the owner's other ways in", async () => {
    const cookie = await ownerWithDevice('typo000001');
    for (let i = 0; i < 10; i++) expect((await login('typo000001', `typo${i}xxxx`, { cookie })).status).toBe(401);
    expect((await login('typo000001', 'abc12345', { cookie })).status).toBe(429);
    const fresh = await login('typo000001', 'abc12345', { address: '10.6.0.1' });
    expect(fresh.status).toBe(200);
  });
});

describe('a PWA on another origin (split host)', () => {
  it('may send the login call with credentials (its device cookie); the other calls stay uncredentialed', async () => {
    const origin = 'https://app.example.com';
    const preflight = await h.req('OPTIONS', '/api/login', {
      headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe(origin);
    expect(preflight.headers.get('Access-Control-Allow-Credentials')).toBe('true');
    const r = await h.req('POST', '/api/login', { body: { username: 'demoplayer', password: 'demo12345' }, address: '10.5.0.1', headers: { Origin: origin } });
    expect(r.status).toBe(200);
    expect(r.headers.get('Access-Control-Allow-Origin')).toBe(origin);
    expect(r.headers.get('Access-Control-Allow-Credentials')).toBe('true');
    expect(r.headers.get('Vary')).toContain('Origin');
    const balance = await h.req('POST', '/api/balance', { token: r.json.token, headers: { Origin: origin } });
    expect(balance.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(balance.headers.get('Access-Control-Allow-Credentials')).toBeNull();
  });
});
