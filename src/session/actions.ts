import type { LoginResult } from '../api/contract/auth';
import { LOGOUT_KEYS } from './keys';
import { forgetSessionEnded } from './ended';
import { clearSession, setSession } from './store';

/** Login success stores these and sets popup=1, regPopup=0 (spec 1, section 4). */
export async function saveLogin(r: LoginResult, extra: { regPopup?: '0' | '1' } = {}): Promise<void> {
  await setSession({
    token: r.token,
    remote_id: r.remote_id,
    username: r.username,
    exchangeToken: r.exchange[0]?.token ?? '',
    popup: '1',
    regPopup: extra.regPopup ?? '0',
  });
  forgetSessionEnded();
}

export async function logout(): Promise<void> {
  await clearSession(LOGOUT_KEYS);
}

/** A refused token (401 on balance) clears all stored data. */
export async function logoutEverything(): Promise<void> {
  await clearSession();
}
