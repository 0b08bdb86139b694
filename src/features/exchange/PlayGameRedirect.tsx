import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { getSession } from '../../session';
import { exchangeSiteUrl } from './config';
import { MarketBlockPopup, useMarketBlock } from '../market-block';
import { QueryState } from '../../ui/QueryState';
import { DesktopPage, WorkingScreen } from '../layout';

/**
 * /player/playGame?t=sport&v=CRICKET: the Sports menu's Exchange entry. A guest logs in first; an
 * exchange blocked by the upline shows the market-block popup; otherwise the external exchange
 * site opens with the stored exchange token.
 */
export function PlayGameRedirect({ t: kind, v: sport }: { t?: string | undefined; v?: string | undefined }) {
  const { t } = useTranslation(['desktop', 'market', 'common']);
  const navigate = useNavigate();
  const market = useMarketBlock();
  const [blocked, setBlocked] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    const s = getSession();
    if (!s.token) {
      started.current = true;
      void navigate({ to: '/login', search: { redirect: `/player/playGame?t=${kind ?? 'sport'}&v=${sport ?? 'CRICKET'}` }, replace: true });
      return;
    }
    // not sent on before the block check answered: a failed check is shown below with Try again
    if (market.isLoading || market.isError) return;
    started.current = true;
    if (market.isBlocked('exchange')) {
      setBlocked(true);
      return;
    }
    const url = exchangeSiteUrl(s.exchangeToken);
    if (url) window.location.assign(url);
    else void navigate({ to: '/exchange', replace: true });
  }, [kind, sport, market, navigate]);
  const working = <WorkingScreen text={t('legacy.openingExchange')} />;
  return (
    <QueryState query={market.query} loading={working} error={t('market:checkFailed')} frame={(note) => <DesktopPage>{note}</DesktopPage>}>
      {() => (
        <>
          {working}
          <MarketBlockPopup
            open={blocked}
            onClose={() => {
              setBlocked(false);
              void navigate({ to: '/', replace: true });
            }}
          />
        </>
      )}
    </QueryState>
  );
}
