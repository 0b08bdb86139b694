import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/react';
import { useSessionValue } from '../../session';
import { QueryState } from '../../ui/QueryState';
import { MarketBlockPopup, useMarketBlock } from '../market-block';
import { exchangeSiteUrl } from './config';

/**
 * The redirect screen: sends the browser to the external exchange with the stored exchange token.
 * When the upline blocked the exchange, the market-block popup shows instead.
 */
export function ExchangeRedirectPage() {
  const { t } = useTranslation(['exchange', 'market']);
  const exchangeToken = useSessionValue('exchangeToken');
  const block = useMarketBlock();
  const navigate = useNavigate();
  const blocked = block.isBlocked('exchange');
  const url = exchangeSiteUrl(exchangeToken);
  const go = !block.isLoading && !block.isError && !blocked && !!url;
  // before the market check answers (and for a guest, who has no check), what the page would show unblocked
  const opening = !url ? (
    <p className="alert alert-error" role="alert">
      {t('redirect.noToken')}
    </p>
  ) : (
    <p role="status" className="empty">
      {t('redirect.opening')}
    </p>
  );

  useEffect(() => {
    if (go && url) window.location.assign(url);
  }, [go, url]);

  return (
    <main className="page">
      <h1 className="page-title">{t('redirect.title')}</h1>
      <QueryState query={block.query} loading={opening} error={t('market:checkFailed')}>
        {() =>
          blocked ? (
            <>
              <p className="empty">{t('blocked')}</p>
              <MarketBlockPopup open onClose={() => void navigate({ to: '/' })} />
            </>
          ) : (
            opening
          )
        }
      </QueryState>
      {url && go && (
        <p className="empty">
          <a href={url}>{t('redirect.manual')}</a>
        </p>
      )}
    </main>
  );
}
