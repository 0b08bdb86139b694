import { useSingleFlight } from '../../ui/useSingleFlight';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { currentLanguage } from '../../i18n';
import { ApiError, errorText, mutate } from '../../api';
// its own calls only: the whole registry would bring every domain's schemas to the landing screens
import { lobbyMutations } from '../../api/calls/lobby';
import { apiConfig } from '../../api/config';
import { getSession } from '../../session';
import { Modal } from '../../ui/Modal';
import { MarketBlockPopup, useMarketBlock } from '../market-block';
import { safeHttpUrl } from '../../lib/safe-url';
import { isMobileLogin } from './logic';
import type { CategoryTypeName } from './search';

/** What a launch needs: a game code (empty: the provider's lobby), its type and platform. */
export interface LaunchTarget {
  gameCode: string;
  gameType: string;
  platform: string;
  name: string;
}

/** The /games query to return to when the frame closes (none: back to /). */
export interface GamesBack {
  type: CategoryTypeName;
  system?: string | undefined;
  title?: string | undefined;
}

export interface GameFrameState {
  url: string;
  name: string;
  back?: GamesBack | undefined;
}

declare module '@tanstack/react-router' {
  interface HistoryState {
    /** the game frame of /gamerun arrives through navigation state (spec 1, section 2.6) */
    game?: GameFrameState;
  }
}

/** The platform whose launch first asks player-login for an access token (lucky sports). */
const LUCKY_PLATFORM = 'LUCKY';

class NotLoggedIn extends Error {}

async function gameAddress(target: LaunchTarget): Promise<string> {
  const s = getSession();
  if (!s.token || !s.remote_id) throw new NotLoggedIn('User not logged in');
  if (target.platform.toUpperCase() === LUCKY_PLATFORM) {
    const r = await mutate(lobbyMutations.playerLogin, { user_id: s.remote_id });
    const url = new URL('/api/lucky-sports', apiConfig.platformBase());
    url.searchParams.set('access_token', r.access_token);
    return url.toString();
  }
  const r = await mutate(lobbyMutations.gameRun, {
    userId: s.remote_id,
    externalURL: location.origin,
    isMobileLogin: isMobileLogin(window.innerWidth),
    gameCode: target.gameCode,
    gameType: target.gameType,
    platform: target.platform,
    lang: currentLanguage(),
  });
  const url = safeHttpUrl(r.url, apiConfig.platformBase());
  if (!url) throw new ApiError('shape', 'Unexpected answer');
  return url;
}

/**
 * Starts a game: a guest goes to /login, a blocked section shows the market-block popup, otherwise
 * a loading overlay shows while the address is fetched, then /gamerun opens it. Render `layer`.
 */
export function useLaunchGame(back?: GamesBack) {
  const { t } = useTranslation('games');
  const navigate = useNavigate();
  const market = useMarketBlock();
  const [blocked, setBlocked] = useState(false);
  const m = useSingleFlight({
    mutationFn: gameAddress,
    onSuccess: async (url, target) => {
      await navigate({ to: '/gamerun', state: { game: { url, name: target.name, back } } });
    },
  });

  const launch = (target: LaunchTarget) => {
    if (m.isPending) return;
    if (!getSession().token) {
      void navigate({ to: '/login', search: { redirect: location.pathname + location.search } });
      return;
    }
    if (market.isBlocked(target.gameType.toUpperCase() === 'SPORTS' ? 'sports' : 'games')) {
      setBlocked(true);
      return;
    }
    m.mutate(target);
  };

  const message = !m.error ? null : m.error instanceof NotLoggedIn ? t('launch.notLoggedIn') : errorText(m.error, t('launch.failed'), t('launch.failed'));
  const layer = (
    <>
      {m.isPending && (
        <div className="launch-overlay" role="status" aria-live="polite">
          <span className="spinner" aria-hidden="true" />
          <span>{t('launch.loading')}</span>
        </div>
      )}
      <Modal open={!!message} title={t('launch.title')} onClose={() => m.reset()} closeLabel={t('launch.close')}>
        <p role="alert">{message}</p>
      </Modal>
      <MarketBlockPopup open={blocked} onClose={() => setBlocked(false)} />
    </>
  );
  return { launch, pending: m.isPending, layer };
}
