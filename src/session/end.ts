import type { QueryClient } from '@tanstack/react-query';
import { privateKey } from '../api/calls/keys';
import { markSessionEnded } from './ended';
import { LOGOUT_KEYS } from './keys';
import { clearSession, onSessionEndedElsewhere } from './store';
import { endPushSubscription } from './push-subscription';

/**
 * Why a session ends:
 * - 'logout': the player logged out (the spec's logout keys go);
 * - 'passwordChanged': the server revoked every token (the same keys go);
 * - 'refused': the platform refused the token (all stored data goes, as the spec says, and the tab
 *   remembers where it was so home can say why: ended.ts);
 * - 'elsewhere': another tab's refused token ended it (the stored session is already cleared and
 *   shared by the session layer; this tab remembers where it was and drops its private data);
 * - 'otherTab': the session store's channel brought another tab's change that ended this tab's
 *   session (a logout, a refused token, another login): already stored, so only the private data goes.
 */
export type EndReason = 'logout' | 'passwordChanged' | 'refused' | 'elsewhere' | 'otherTab';

export interface EndSessionOptions {
  /** the query cache whose private answers go */
  queryClient: Pick<QueryClient, 'removeQueries'>;
  /** where to go once it is over (default: home, by a full load) */
  go?: () => unknown;
}

/** The one way a session ends: the stored session, the private answers, then where to go. */
export async function endSession(reason: EndReason, { queryClient, go = () => window.location.assign('/') }: EndSessionOptions): Promise<void> {
  if (reason === 'refused' || reason === 'elsewhere') markSessionEnded(window.location.pathname + window.location.search);
  if (reason === 'refused') await clearSession();
  else if (reason !== 'elsewhere' && reason !== 'otherTab') await clearSession(LOGOUT_KEYS);
  queryClient.removeQueries({ queryKey: privateKey() });
  void endPushSubscription();
  await go();
}

/** A session another tab ended (its change came over the session store's channel) ends here the same way. */
export function endWithOtherTabs(options: EndSessionOptions): void {
  onSessionEndedElsewhere(() => void endSession('otherTab', options));
}
