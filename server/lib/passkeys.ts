import { verifyAuthenticationResponse } from '@simplewebauthn/server';
import type { AuthenticationResponseBody } from '../../src/api/contract/passkeys';
import { type Db, one, run, type Tx } from '../db/client';
import { randomToken } from './auth';
import type { LoginPlayer } from './login-gate';
import { challengeOf, takeChallenge } from './passkey-challenges';
import type { RelyingParty } from './relying-party';

/** The words of a proof by passkey that does not hold (login: 401; a removal confirmed with one: 422). */
export const PASSKEY_MSG = {
  notVerified: 'The passkey could not be verified. Please try again or log in with your password.',
  unknown: 'This passkey is not registered. Please log in with your password.',
} as const;

/** A passkey as kept (migration 019). */
export type StoredPasskey = {
  id: number;
  player_id: number;
  credential_id: string;
  public_key: string;
  counter: number;
  transports: string;
  backed_up: number;
  name: string;
  created_at: string;
  last_used_at: string | null;
};

/** The passkey with this credential id, its owner as a login needs them, and the owner's user handle. */
export async function passkeyByCredential(
  db: Db,
  credentialId: string,
): Promise<{ passkey: StoredPasskey; player: LoginPlayer; userHandle: string } | undefined> {
  const row = await one<StoredPasskey & { username: string; status: string; user_handle: string | null }>(
    db,
    `SELECT k.*, p.username, p.status, u.user_handle FROM passkeys k JOIN players p ON p.id = k.player_id
       LEFT JOIN passkey_users u ON u.player_id = k.player_id WHERE k.credential_id = ?`,
    [credentialId],
  );
  if (!row) return undefined;
  const player = { id: Number(row.player_id), username: String(row.username), status: String(row.status) };
  return {
    passkey: { ...row, id: Number(row.id), player_id: Number(row.player_id), counter: Number(row.counter) },
    player,
    userHandle: String(row.user_handle ?? ''),
  };
}

/** The player's user handle for authenticators: random, made with their first passkey, never their id or name. */
export async function userHandleOf(db: Db, playerId: number): Promise<string> {
  await run(db, 'INSERT INTO passkey_users (player_id, user_handle) VALUES (?, ?) ON CONFLICT DO NOTHING', [playerId, randomToken(32)]);
  const row = await one<{ user_handle: string }>(db, 'SELECT user_handle FROM passkey_users WHERE player_id = ?', [playerId]);
  return String(row?.user_handle);
}

/**
 * Checks an assertion against a kept passkey: the challenge it signed was kept for a login and is taken
 * now (`fresh`, taken before this by the caller), the page's origin and the rp id are ours, the user was
 * verified, the signature is the passkey's own and its counter went forward. The new counter and the
 * time of use are kept; a second use racing with the same counter loses. False when anything fails.
 */
export async function checkAssertion(
  db: Db,
  o: { stored: { passkey: StoredPasskey; userHandle: string }; response: AuthenticationResponseBody; rp: RelyingParty; now: string },
): Promise<boolean> {
  const { passkey, userHandle } = o.stored;
  if (o.response.response.userHandle !== undefined && o.response.response.userHandle !== userHandle) return false;
  try {
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response: o.response,
      expectedChallenge: challengeOf(o.response.response.clientDataJSON),
      expectedOrigin: o.rp.origins,
      expectedRPID: o.rp.id,
      requireUserVerification: true,
      credential: {
        id: passkey.credential_id,
        publicKey: new Uint8Array(Buffer.from(passkey.public_key, 'base64url')),
        counter: passkey.counter,
      },
    });
    if (!verified) return false;
    const kept = await run(db, 'UPDATE passkeys SET counter = ?, backed_up = ?, last_used_at = ? WHERE id = ? AND counter = ?', [
      authenticationInfo.newCounter,
      authenticationInfo.credentialBackedUp ? 1 : 0,
      o.now,
      passkey.id,
      passkey.counter,
    ]);
    return kept.changes === 1;
  } catch {
    // a wrong origin, rp id, flag, signature or a counter that went back: the library says which, the player hears one thing
    return false;
  }
}

/** Takes the login challenge an assertion names (see passkey-challenges.ts). */
export const takeLoginChallenge = (db: Db, response: AuthenticationResponseBody, now: number) =>
  takeChallenge(db, { challenge: challengeOf(response.response.clientDataJSON), purpose: 'login', now });

/** A password reset forgets the player's passkeys too: whoever reset it may be someone who took the phone number. */
export async function removeAllPasskeys(tx: Db | Tx, playerId: number): Promise<void> {
  await tx.execute({ sql: 'DELETE FROM passkeys WHERE player_id = ?', args: [playerId] });
}

/** A passkey as the account screen lists it. */
export function passkeyItem(k: Pick<StoredPasskey, 'id' | 'name' | 'created_at' | 'last_used_at' | 'backed_up'>) {
  return {
    id: Number(k.id),
    name: String(k.name),
    created_at: String(k.created_at),
    last_used_at: k.last_used_at ? String(k.last_used_at) : null,
    synced: !!Number(k.backed_up),
  };
}
