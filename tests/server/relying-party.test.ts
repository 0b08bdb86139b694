import { describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { type Harness, newPlayer, startHarness } from './harness';
import { SoftAuthenticator } from './soft-authenticator';

/**
 * Who passkeys are made for (RP_ID, RP_ORIGINS): configured, for an operator whose PWA is on another
 * host than the API; else the page's own origin (the request's Origin in development and test, the
 * API's own origin in production, where an Origin header is never trusted for it).
 */
describe('relying party configuration', () => {
  it('reads RP_ID and RP_ORIGINS, and refuses at start an origin off the rp id or an rp id without origins', () => {
    expect(readConfig({}).relyingParty).toEqual({ id: '', origins: [] });
    expect(readConfig({ RP_ID: 'takaplay.app', RP_ORIGINS: 'https://app.takaplay.app, https://takaplay.app/' }).relyingParty).toEqual({
      id: 'takaplay.app',
      origins: ['https://app.takaplay.app', 'https://takaplay.app'],
    });
    expect(() => readConfig({ RP_ID: 'takaplay.app', RP_ORIGINS: 'https://api.operator.net' })).toThrow(/not on RP_ID/);
    expect(() => readConfig({ RP_ID: 'takaplay.app', RP_ORIGINS: 'https://app.takaplay.app/login' })).toThrow(/not an origin/);
    expect(() => readConfig({ RP_ID: 'takaplay.app' })).toThrow(/needs RP_ORIGINS/);
  });
});

async function signUpAndLogin(h: Harness, username: string) {
  expect((await h.signUp(newPlayer(username))).status).toBe(201);
  return h.login(username, 'abc12345');
}

describe('split host: the PWA on app.takaplay.app, the API elsewhere', () => {
  it('passkeys are made for the configured rp id and accepted from the configured origins only', async () => {
    const h = await startHarness({ RP_ID: 'takaplay.app', RP_ORIGINS: 'https://app.takaplay.app' });
    try {
      const s = await signUpAndLogin(h, 'pksplit001');
      // the request comes from the PWA's page; the rp id is its registrable domain, not the API's host
      const page = { Origin: 'https://app.takaplay.app' };
      const options = await h.req('POST', '/api/passkeys/register/options', { token: s.token, headers: page });
      expect(options.json.rp.id).toBe('takaplay.app');
      const key = new SoftAuthenticator('https://app.takaplay.app');
      const added = await h.req('POST', '/api/passkeys/register/verify', { token: s.token, headers: page, body: { response: key.register(options.json) } });
      expect(added.status, added.text).toBe(200);
      const login = async (origin: string) => {
        const o = (await h.req('POST', '/api/login/passkey/options', { headers: { Origin: origin } })).json;
        expect(o.rpId).toBe('takaplay.app');
        return h.req('POST', '/api/login/passkey/verify', { headers: { Origin: origin }, body: { response: key.assert(o, { origin }) } });
      };
      expect((await login('https://app.takaplay.app')).status).toBe(200);
      // a page the operator did not list, even one under the rp id, and whatever Origin it sends
      expect((await login('https://evil.takaplay.app')).status).toBe(401);
    } finally {
      h.close();
    }
  });

  it('in production without configuration, the rp is the API own origin: an Origin header does not choose it', async () => {
    const h = await startHarness({ APP_MODE: 'production', APP_SECRET: 'test-secret', ADMIN_SECRET: 'x' });
    try {
      const s = await h.login();
      const r = await h.req('POST', '/api/passkeys/register/options', { token: s.token, headers: { Origin: 'https://phish.example.com' } });
      expect(r.json.rp.id).toBe('localhost');
    } finally {
      h.close();
    }
  });
});
