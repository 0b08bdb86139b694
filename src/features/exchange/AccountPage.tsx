import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/react';
import { useShown } from '../../i18n/use-shown';
import { useSessionValue } from '../../session';
import { ExchangeLayout } from './ExchangeLayout';

/**
 * /exchange-account: account id, time zone (GMT+6 like the rest of the product, DESIGN 4) and the
 * menu: the exchange account pages (the old site's links had no target).
 */
export function ExchangeAccountPage() {
  const { t } = useTranslation('exchange');
  const fmt = useShown();
  const username = useSessionValue('username');
  const entries = [
    { key: 'profile', node: <Link to="/profile">{t('account.profile')}</Link> },
    { key: 'balance', node: <Link to="/exchange-balance">{t('account.balance')}</Link> },
    { key: 'bets', node: <Link to="/exchange-bets">{t('account.bets')}</Link> },
    { key: 'history', node: <Link to="/exchange-history">{t('account.history')}</Link> },
    { key: 'pl', node: <Link to="/exchange-pl">{t('account.pl')}</Link> },
    { key: 'activity', node: <Link to="/exchange-activity">{t('account.activity')}</Link> },
  ];
  return (
    <ExchangeLayout title={t('account.title')}>
      <div className="xc-account-card">
        <span className="xc-avatar" aria-hidden="true">
          {(username ?? '?').slice(0, 1).toUpperCase()}
        </span>
        <dl>
          <div>
            <dt>{t('account.id')}</dt>
            <dd data-testid="exchange-account-id">{username ?? '—'}</dd>
          </div>
          <div>
            <dt>{t('account.timezone')}</dt>
            <dd>{fmt.zone}</dd>
          </div>
        </dl>
      </div>
      <ul className="xc-menu">
        {entries.map((e) => (
          <li key={e.key}>{e.node}</li>
        ))}
      </ul>
    </ExchangeLayout>
  );
}
