import { expect } from 'vitest';
import { type Harness, newPlayer, type Session } from './harness';
import { type Ceremony, SoftAuthenticator } from './soft-authenticator';

/** The page the ceremonies run on: in test mode the server takes the request's Origin as the page's (lib/relying-party.ts). */
export const ORIGIN = 'https://play.takaplay.test';
export const RP_ID = 'play.takaplay.test';
const page = { Origin: ORIGIN };

/** A new player, logged in with the password. */
export async function newLoggedIn(h: Harness, username: string): Promise<Session & { username: string }> {
  expect((await h.signUp(newPlayer(username))).status).toBe(201);
  return { ...(await h.login(username, 'abc12345')), username };
}

/** Registration options for the player, the soft authenticator's answer, and the verify call's answer. */
export async function addPasskey(h: Harness, s: Session, o: { key?: SoftAuthenticator; name?: string; ceremony?: Ceremony } = {}) {
  const key = o.key ?? new SoftAuthenticator(ORIGIN);
  const options = await h.req('POST', '/api/passkeys/register/options', { token: s.token, headers: page });
  expect(options.status, options.text).toBe(200);
  const response = key.register(options.json, o.ceremony);
  const verify = await h.req('POST', '/api/passkeys/register/verify', {
    token: s.token,
    headers: page,
    body: { response, ...(o.name ? { name: o.name } : {}) },
  });
  return { key, options: options.json, verify };
}

/** A player with one passkey added (expected to be accepted). */
export async function playerWithPasskey(h: Harness, username: string) {
  const s = await newLoggedIn(h, username);
  const { key, verify } = await addPasskey(h, s, { name: 'My phone' });
  expect(verify.status, verify.text).toBe(200);
  return { s, key, passkeyId: Number(verify.json.data.id) };
}

export const loginOptions = async (h: Harness, address?: string) => {
  const r = await h.req('POST', '/api/login/passkey/options', { headers: page, address });
  expect(r.status, r.text).toBe(200);
  return r.json as { challenge: string; rpId: string; userVerification: string; timeout: number };
};

/** A sign-in with the passkey: fresh options, the authenticator's answer (with `ceremony` changed), the verify call. */
export async function passkeyLogin(h: Harness, key: SoftAuthenticator, o: { ceremony?: Ceremony; address?: string; cookie?: string } = {}) {
  const options = await loginOptions(h, o.address);
  return h.req('POST', '/api/login/passkey/verify', {
    headers: { ...page, ...(o.cookie ? { Cookie: o.cookie } : {}) },
    address: o.address,
    body: { response: key.assert(options, o.ceremony) },
  });
}
