import { isApiError, mutate } from '../../api';
import { authMutations } from '../../api/calls/auth';
import type { LoginResult, SignupPayload } from '../../api/contract/auth';
import { clearSession, LINK_CODE_KEYS, saveLogin } from '../../session';

/** A new account: logged in, or not when only the automatic login failed (the server's reason if it gave one). */
export interface NewAccount {
  login: LoginResult | null;
  /** the server's words as sent (a screen shows them through serverText, in the player's language) */
  reason: string | null;
}

/**
 * Creates the account (a refusal rejects), then logs in with it. A failed login after that resolves with
 * `login: null`: the account exists, and sending the form again would only say "taken".
 */
export async function createAccount(body: SignupPayload): Promise<NewAccount> {
  await mutate(authMutations.signup, body);
  try {
    return { login: await mutate(authMutations.login, { username: body.username, password: body.password }), reason: null };
  } catch (e) {
    return { login: null, reason: isApiError(e) && e.fromServer ? e.message || null : null };
  }
}

/** Stores the login (with the welcome popup) when there is one; the link codes went with the account either way. */
export async function keepNewAccount(r: NewAccount): Promise<void> {
  if (r.login) await saveLogin(r.login, { regPopup: '1' });
  await clearSession(LINK_CODE_KEYS);
}
