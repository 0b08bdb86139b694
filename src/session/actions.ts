import type { LoginResult } from '../api/contract/auth';
import { forgetSessionEnded } from './ended';
import { setSession } from './store';

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
