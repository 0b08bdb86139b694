import { keepLangCookie } from '../i18n';
import { getSession, type Session, subscribeSession } from '../session';
import { MEMBER_HINT_KEY } from './page-keys';

/**
 * What the next visit needs to know before any module loads, kept on the device (loaded after the
 * first screen, out of the first paint): the language as a cookie, for the server and the service
 * worker to pick the prerendered page; whether a player is logged in, for the boot script to keep the
 * splash over the guest page (the session itself is in IndexedDB).
 */
export function keepDeviceHints(): void {
  keepLangCookie();
  const note = (s: Session) => {
    try {
      if (s.token) localStorage.setItem(MEMBER_HINT_KEY, '1');
      else localStorage.removeItem(MEMBER_HINT_KEY);
    } catch {
      /* private mode: a member then sees the guest page a moment before their own */
    }
  };
  note(getSession());
  subscribeSession(note);
}
