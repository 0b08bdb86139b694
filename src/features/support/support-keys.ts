import type { QueryClient } from '@tanstack/react-query';
import type { General } from '../../api/contract/public';
import { getSession, setSession } from '../../session';

/**
 * Keeps the stored support keys (whatsapp, liveChat, intercom, tawkId) in step with the general
 * settings, fresh or restored from the persisted cache. Once per answer and outside React: written
 * from a screen's effect, the session change re-rendered every reader of the session inside the
 * first screen's commit, once for each component that opens support.
 */
export function keepSupportKeys(queryClient: QueryClient): void {
  queryClient.getQueryCache().subscribe((ev) => {
    if (ev.type !== 'updated' || ev.query.queryKey[0] !== 'general') return;
    const general = (ev.query.state.data as General[] | undefined)?.[0];
    if (!general) return;
    const next = {
      whatsapp: general.whatsapp ?? '',
      liveChat: general.live_chat ?? '',
      intercom: general.intercom ?? '',
      tawkId: general.tawk_id ?? '',
    };
    const cur = getSession();
    if (Object.entries(next).some(([k, v]) => (cur[k as keyof typeof next] ?? '') !== v)) void setSession(next);
  });
}
