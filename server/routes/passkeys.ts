import { generateRegistrationOptions, type VerifiedRegistrationResponse, verifyRegistrationResponse } from '@simplewebauthn/server';
import { type Context, Hono } from 'hono';
import type * as v from 'valibot';
import { callsAt } from '../lib/contract-routes';
import { passkeyEndpoints } from '../../src/api/calls/passkeys';
import { IdParam } from '../../src/api/contract/common';
import { MAX_PASSKEYS, PasskeyRegisterBody, PasskeyRemoveBody, PasskeyRenameBody } from '../../src/api/contract/passkeys';
import type { ServerContext } from '../context';
import { all, type Db, one, run } from '../db/client';
import { type AppEnv, verifyPassword } from '../lib/auth';
import { nowIso, refuse } from '../lib/http';
import { CHALLENGE_EXPIRED, CHALLENGE_MS, challengeOf, keepChallenge, takeChallenge } from '../lib/passkey-challenges';
import { checkAssertion, PASSKEY_MSG, passkeyByCredential, passkeyItem, type StoredPasskey, takeLoginChallenge, userHandleOf } from '../lib/passkeys';
import { relyingParty } from '../lib/relying-party';
import { LIMIT_WINDOW_MS, releaseSlots, TOO_MANY_ATTEMPTS, takeSlot } from '../lib/throttle';
import { valid } from '../lib/validate';

const TOO_MANY = `You can keep at most ${MAX_PASSKEYS} passkeys. Remove one to add another.`;
const NOT_FOUND = 'This passkey was not found.';

/**
 * The player's passkeys (every call with the player's token): registration
 * (options, then verify), the list, a new name, removal. A removal is confirmed with the password or a
 * fresh proof by one of the player's passkeys: a token alone (a phone left unlocked) cannot take the
 * player's way in away. Proofs that fail answer 422, never 401 (the app would end the session).
 */
export function passkeyRoutes(ctx: ServerContext, base: string): Hono<AppEnv> {
  const { db, config } = ctx;
  const r = new Hono<AppEnv>();
  const call = callsAt(base);
  r.use(ctx.auth);

  const listOf = (playerId: number) => all<StoredPasskey>(db, 'SELECT * FROM passkeys WHERE player_id = ? ORDER BY id', [playerId]);

  r.on(...call(passkeyEndpoints.passkeys), async (c) => c.json({ data: (await listOf(c.var.player.id)).map(passkeyItem), max: MAX_PASSKEYS }));

  r.on(...call(passkeyEndpoints.passkeyRegisterOptions), async (c) => {
    const me = c.var.player;
    const mine = await listOf(me.id);
    if (mine.length >= MAX_PASSKEYS) throw refuse(422, TOO_MANY);
    const rp = relyingParty(c, config);
    const options = await generateRegistrationOptions({
      rpName: rp.name,
      rpID: rp.id,
      userName: me.username,
      userDisplayName: me.username,
      userID: new Uint8Array(Buffer.from(await userHandleOf(db, me.id), 'base64url')),
      timeout: CHALLENGE_MS,
      attestationType: 'none',
      // a passkey the browser offers by itself (autofill) and that asks for the fingerprint, face or PIN
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      // this phone's own lock first; a security key or another phone still may
      preferredAuthenticatorType: 'localDevice',
      excludeCredentials: mine.map((k) => ({ id: k.credential_id, transports: JSON.parse(k.transports) as string[] })),
    });
    await keepChallenge(db, { challenge: options.challenge, purpose: 'register', playerId: me.id, now: ctx.clock.now() });
    return c.json(options);
  });

  r.on(...call(passkeyEndpoints.passkeyRegister), valid('json', PasskeyRegisterBody), async (c) => {
    const me = c.var.player;
    const { response, name } = c.req.valid('json');
    const challenge = challengeOf(response.response.clientDataJSON);
    if (!(await takeChallenge(db, { challenge, purpose: 'register', playerId: me.id, now: ctx.clock.now() }))) throw refuse(422, CHALLENGE_EXPIRED);
    const rp = relyingParty(c, config);
    const checked = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.id,
      requireUserVerification: true,
    }).catch(() => null);
    if (!checked?.verified) throw refuse(422, PASSKEY_MSG.notVerified);
    if (await passkeyByCredential(db, checked.registrationInfo.credential.id)) throw refuse(409, 'This passkey is already added.');
    const added = await addPasskey(db, me.id, checked.registrationInfo, { name: name ?? 'Passkey', transports: response.response.transports });
    if (added.changes !== 1) throw refuse(422, TOO_MANY);
    const kept = await one<StoredPasskey>(db, 'SELECT * FROM passkeys WHERE id = ?', [added.lastId]);
    return c.json({ message: 'Your passkey is added.', data: passkeyItem(kept as StoredPasskey) });
  });

  r.on(...call(passkeyEndpoints.passkeyRename), valid('param', IdParam), valid('json', PasskeyRenameBody), async (c) => {
    const { id } = c.req.valid('param');
    const { name } = c.req.valid('json');
    const done = await run(db, 'UPDATE passkeys SET name = ? WHERE id = ? AND player_id = ?', [name, id, c.var.player.id]);
    if (done.changes !== 1) throw refuse(404, NOT_FOUND);
    const kept = await one<StoredPasskey>(db, 'SELECT * FROM passkeys WHERE id = ?', [id]);
    return c.json({ message: 'Your passkey is renamed.', data: passkeyItem(kept as StoredPasskey) });
  });

  r.on(...call(passkeyEndpoints.passkeyRemove), valid('param', IdParam), valid('json', PasskeyRemoveBody), async (c) => {
    const me = c.var.player;
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
    if (!(await one(db, 'SELECT 1 FROM passkeys WHERE id = ? AND player_id = ?', [id, me.id]))) throw refuse(404, NOT_FOUND);
    await confirmRemoval(c, ctx, body);
    await run(db, 'DELETE FROM passkeys WHERE id = ? AND player_id = ?', [id, me.id]);
    return c.json({ message: 'The passkey is removed.' });
  });

  return r;
}

type Registered = VerifiedRegistrationResponse['registrationInfo'] & {};

/** Adds a verified passkey; counted in the statement that adds it, so two registrations at once cannot pass the ceiling together. */
function addPasskey(db: Db, playerId: number, info: Registered, o: { name: string; transports: readonly string[] | undefined }) {
  const { credential, credentialDeviceType, credentialBackedUp } = info;
  return run(
    db,
    `INSERT INTO passkeys (player_id, credential_id, public_key, counter, transports, device_type, backed_up, name, created_at)
     SELECT ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE (SELECT COUNT(*) FROM passkeys WHERE player_id = ?) < ?`,
    [
      playerId,
      credential.id,
      Buffer.from(credential.publicKey).toString('base64url'),
      credential.counter,
      JSON.stringify(credential.transports ?? o.transports ?? []),
      credentialDeviceType,
      credentialBackedUp ? 1 : 0,
      o.name,
      nowIso(),
      playerId,
      MAX_PASSKEYS,
    ],
  );
}

/** A removal's proof: the password (counted as a password change counts guesses) or a fresh assertion by one of the player's passkeys. */
async function confirmRemoval(c: Context<AppEnv>, ctx: ServerContext, body: v.InferOutput<typeof PasskeyRemoveBody>): Promise<void> {
  const { db, config } = ctx;
  const me = c.var.player;
  if (body.with === 'password') {
    // a stolen token must not give unlimited guesses of the password: counted as a password change counts them
    const slot = await takeSlot(db, `pwd:${me.id}`, config.limits.loginPerUser, LIMIT_WINDOW_MS);
    if (slot === null) throw refuse(429, TOO_MANY_ATTEMPTS);
    const row = await one<{ password_hash: string }>(db, 'SELECT password_hash FROM players WHERE id = ?', [me.id]);
    if (!(await verifyPassword(body.password, String(row?.password_hash ?? '')))) throw refuse(422, 'The password is not correct.');
    await releaseSlots(db, [slot]);
  } else {
    const fresh = await takeLoginChallenge(db, body.response, ctx.clock.now());
    if (!fresh) throw refuse(422, CHALLENGE_EXPIRED);
    const stored = await passkeyByCredential(db, body.response.id);
    const ok = stored?.player.id === me.id && (await checkAssertion(db, { stored, response: body.response, rp: relyingParty(c, config), now: nowIso() }));
    if (!ok) throw refuse(422, PASSKEY_MSG.notVerified);
  }
}
