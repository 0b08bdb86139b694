import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PasskeyRegisterOptions, PasskeySavedAnswer, PasskeysAnswer } from '../../src/api/contract/passkeys';
import { type Harness, startHarness } from './harness';
import { addPasskey, loginOptions, newLoggedIn, ORIGIN, playerWithPasskey, RP_ID } from './passkey-helpers';
import { FLAG, SoftAuthenticator } from './soft-authenticator';

/** The player's passkeys (/api/passkeys): registration and its refusals, the list, a new name, removal. */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const EXPIRED = 'The passkey request has expired. Please try again.';
const NOT_VERIFIED = 'The passkey could not be verified. Please try again or log in with your password.';
const list = async (token: string) => v.parse(PasskeysAnswer, (await h.req('GET', '/api/passkeys', { token })).json);

describe('adding a passkey', () => {
  it('every call needs the player token', async () => {
    for (const [method, path] of [
      ['GET', '/api/passkeys'],
      ['POST', '/api/passkeys/register/options'],
      ['POST', '/api/passkeys/register/verify'],
      ['PATCH', '/api/passkeys/1'],
      ['POST', '/api/passkeys/1/remove'],
    ] as const) {
      expect((await h.req(method, path, method === 'GET' ? {} : { body: {} })).status, path).toBe(401);
    }
  });

  it('options: this site, a random user handle, a discoverable passkey with user verification, the player passkeys excluded', async () => {
    const s = await newLoggedIn(h, 'pkoptions1');
    const first = await addPasskey(h, s);
    const o = v.parse(PasskeyRegisterOptions, first.options);
    expect(o.rp).toEqual({ id: RP_ID, name: 'TakaPlay' });
    expect(o.user.name).toBe('pkoptions1');
    expect(Buffer.from(o.user.id, 'base64url').length).toBe(32);
    expect(o.user.id).not.toContain(s.remote_id);
    expect(first.options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    expect(o.timeout).toBe(5 * 60_000);
    expect(o.excludeCredentials).toEqual([]);
    const second = await addPasskey(h, s);
    // the same handle each time: one account on the authenticator, not one per passkey
    expect(second.options.user.id).toBe(o.user.id);
    expect(second.options.excludeCredentials.map((c: { id: string }) => c.id)).toEqual([first.key.id]);
  });

  it('verify keeps the passkey with its name; the list shows name, times and whether it syncs', async () => {
    const s = await newLoggedIn(h, 'pkadded001');
    const { verify } = await addPasskey(h, s, { name: '  Rahim phone ' });
    expect(verify.status, verify.text).toBe(200);
    const saved = v.parse(PasskeySavedAnswer, verify.json);
    expect(saved.message).toBe('Your passkey is added.');
    expect(saved.data).toMatchObject({ name: 'Rahim phone', last_used_at: null, synced: false });
    const unnamed = await addPasskey(h, s);
    expect(unnamed.verify.json.data.name).toBe('Passkey');
    const l = await list(s.token);
    expect(l.max).toBe(10);
    expect(l.data.map((k) => k.name)).toEqual(['Rahim phone', 'Passkey']);
    expect(Date.parse(l.data[0]?.created_at ?? '')).toBeGreaterThan(Date.now() - 60_000);
    // nothing of the key itself is shown
    expect(Object.keys(l.data[0] ?? {}).sort()).toEqual(['created_at', 'id', 'last_used_at', 'name', 'synced']);
  });

  it('refuses an expired or reused challenge, and one given to another player', async () => {
    const s = await newLoggedIn(h, 'pkregchal1');
    const other = await newLoggedIn(h, 'pkregchal2');
    const key = new SoftAuthenticator(ORIGIN);
    const options = (await h.req('POST', '/api/passkeys/register/options', { token: s.token, headers: { Origin: ORIGIN } })).json;
    const body = { response: key.register(options) };
    const send = (token: string) => h.req('POST', '/api/passkeys/register/verify', { token, headers: { Origin: ORIGIN }, body });
    const stolen = await send(other.token);
    expect([stolen.status, stolen.json.message]).toEqual([422, EXPIRED]);
    // the other player's try did not use it up: it was never theirs
    expect((await send(s.token)).status).toBe(200);
    const reused = await send(s.token);
    expect([reused.status, reused.json.message]).toEqual([422, EXPIRED]);
    try {
      h.ctx.clock.set(0);
      const late = (await h.req('POST', '/api/passkeys/register/options', { token: s.token, headers: { Origin: ORIGIN } })).json;
      h.ctx.clock.set(5 * 60_000 + 1000);
      const r = await h.req('POST', '/api/passkeys/register/verify', {
        token: s.token,
        headers: { Origin: ORIGIN },
        body: { response: new SoftAuthenticator(ORIGIN).register(late) },
      });
      expect([r.status, r.json.message]).toEqual([422, EXPIRED]);
    } finally {
      h.ctx.clock.set(0);
    }
  });

  it('refuses a passkey made on another page, for another rp id, or without user verification', async () => {
    const s = await newLoggedIn(h, 'pkregbad01');
    for (const ceremony of [{ origin: 'https://phish.example.com' }, { rpId: 'phish.example.com' }, { flags: FLAG.UP | FLAG.AT }]) {
      const { verify } = await addPasskey(h, s, { ceremony });
      expect([verify.status, verify.json.message], JSON.stringify(ceremony)).toEqual([422, NOT_VERIFIED]);
    }
    expect((await list(s.token)).data).toEqual([]);
  });

  it('keeps at most ten passkeys per player', async () => {
    const s = await newLoggedIn(h, 'pkmaximum1');
    for (let i = 0; i < 10; i++) expect((await addPasskey(h, s)).verify.status).toBe(200);
    const more = await h.req('POST', '/api/passkeys/register/options', { token: s.token, headers: { Origin: ORIGIN } });
    expect([more.status, more.json.message]).toEqual([422, 'You can keep at most 10 passkeys. Remove one to add another.']);
  });

  it('refuses a passkey that is already added', async () => {
    const { s, key } = await playerWithPasskey(h, 'pktwice001');
    const { verify } = await addPasskey(h, s, { key });
    expect([verify.status, verify.json.message]).toEqual([409, 'This passkey is already added.']);
  });
});

describe('renaming and removing', () => {
  it('renames the player own passkey only', async () => {
    const { s, passkeyId } = await playerWithPasskey(h, 'pkrename01');
    const other = await newLoggedIn(h, 'pkrename02');
    const r = await h.req('PATCH', `/api/passkeys/${passkeyId}`, { token: s.token, body: { name: 'Office laptop' } });
    expect([r.status, r.json.message, r.json.data.name]).toEqual([200, 'Your passkey is renamed.', 'Office laptop']);
    expect((await h.req('PATCH', `/api/passkeys/${passkeyId}`, { token: s.token, body: { name: '   ' } })).status).toBe(422);
    const theirs = await h.req('PATCH', `/api/passkeys/${passkeyId}`, { token: other.token, body: { name: 'Mine now' } });
    expect([theirs.status, theirs.json.message]).toEqual([404, 'This passkey was not found.']);
    expect((await list(s.token)).data[0]?.name).toBe('Office laptop');
  });

  it('removal needs the password, counted like a password change', async () => {
    const { s, passkeyId } = await playerWithPasskey(h, 'pkrmpass01');
    const second = Number((await addPasskey(h, s)).verify.json.data.id);
    const remove = (id: number, password: string) => h.req('POST', `/api/passkeys/${id}/remove`, { token: s.token, body: { with: 'password', password } });
    const wrong = await remove(passkeyId, 'wrong1234');
    expect([wrong.status, wrong.json.message]).toEqual([422, 'The password is not correct.']);
    expect((await list(s.token)).data).toHaveLength(2);
    const right = await remove(passkeyId, 'abc12345');
    expect([right.status, right.json.message]).toEqual([200, 'The passkey is removed.']);
    expect((await list(s.token)).data.map((k) => k.id)).toEqual([second]);
    // a stolen token gets no more guesses than a password change gives
    for (let i = 0; i < 9; i++) expect((await remove(second, 'wrong1234')).status).toBe(422);
    expect((await remove(second, 'abc12345')).json.message).toBe('Too many failed attempts. Please wait 10 minutes and try again.');
    expect((await list(s.token)).data).toHaveLength(1);
  });

  it('or a fresh proof by one of the player own passkeys, not another player one', async () => {
    const { s, key, passkeyId } = await playerWithPasskey(h, 'pkrmkey001');
    const { key: second } = await addPasskey(h, s);
    const stranger = await playerWithPasskey(h, 'pkrmkey002');
    const remove = async (k: SoftAuthenticator) =>
      h.req('POST', `/api/passkeys/${passkeyId}/remove`, {
        token: s.token,
        headers: { Origin: ORIGIN },
        body: { with: 'passkey', response: k.assert(await loginOptions(h)) },
      });
    const theirs = await remove(stranger.key);
    expect([theirs.status, theirs.json.message]).toEqual([422, NOT_VERIFIED]);
    expect((await remove(second)).status).toBe(200);
    expect((await list(s.token)).data).toHaveLength(1);
    // the removed one no longer proves anything
    expect((await h.req('POST', `/api/passkeys/${passkeyId}/remove`, { token: s.token, body: { with: 'password', password: 'abc12345' } })).status).toBe(404);
    expect(key.id).not.toBe(second.id);
  });

  it("another player's passkey cannot be removed", async () => {
    const { passkeyId } = await playerWithPasskey(h, 'pkrmother1');
    const other = await newLoggedIn(h, 'pkrmother2');
    const r = await h.req('POST', `/api/passkeys/${passkeyId}/remove`, { token: other.token, body: { with: 'password', password: 'abc12345' } });
    expect(r.status).toBe(404);
  });
});
