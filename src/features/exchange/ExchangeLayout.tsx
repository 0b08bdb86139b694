import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { betQueries } from '../../api/calls/exchange-bets';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { MarketBlockPopup, useMarketBlock } from '../market-block';
import { BalanceAmount, useBalance } from '../wallet';
import './exchange.css';

const NAV = [
  { to: '/exchange', key: 'home', icon: 'M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z' },
  { to: '/exchange-inplay', key: 'inplay', icon: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm-2 5l6 4-6 4z' },
  { to: '/exchange-sports', key: 'sports', icon: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3.5 10h17M3.5 14h17M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18' },
  { to: '/exchange-multi', key: 'multi', icon: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z' },
  { to: '/exchange-account', key: 'account', icon: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-8 9a8 8 0 0 1 16 0' },
] as const;

/** The five entries of the exchange navigation. */
function ExchangeNav() {
  const { t } = useTranslation('exchange');
  return (
    <nav className="xc-nav" aria-label={t('nav.label')}>
      {NAV.map((n) => (
        <Link key={n.to} to={n.to} className="xc-nav-link" activeOptions={{ exact: true }}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path d={n.icon} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
          </svg>
          <span>{t(`nav.${n.key}`)}</span>
        </Link>
      ))}
    </nav>
  );
}

const NO_AMOUNT = <span className="money">৳ ----</span>;

/**
 * The exchange header: what the player can bet (main balance minus the exposure of open bets) and
 * the exposure (the old site showed placeholders). Until the exchange figures arrive, the main balance.
 */
export function ExchangeHeader() {
  const { t } = useTranslation('exchange');
  const balance = useBalance();
  const account = useQuery(betQueries.account());
  const available = account.data?.available ?? balance.data?.balance;
  return (
    <section className="xc-header" aria-label={t('header.title')}>
      <span className="xc-brand">{t('header.title')}</span>
      <span className="xc-balance" data-testid="exchange-balance">
        <small>{t('header.available')}</small>
        <strong>{available !== undefined ? <BalanceAmount value={available} /> : NO_AMOUNT}</strong>
      </span>
      <span className="xc-balance xc-exposure" data-testid="exchange-exposure">
        <small>{t('header.exposure')}</small>
        <strong>{account.data ? <BalanceAmount value={account.data.exposure} /> : NO_AMOUNT}</strong>
      </span>
    </section>
  );
}

/**
 * Every exchange screen: header, navigation, then the screen. When the player's upline blocked the
 * exchange, the market-block popup shows instead of the screen.
 */
export function ExchangeLayout({ children, title }: { children: ReactNode; title?: string }) {
  const { t } = useTranslation('exchange');
  const block = useMarketBlock();
  const navigate = useNavigate();
  const blocked = block.isBlocked('exchange');
  return (
    <div className="xc">
      <ExchangeHeader />
      <ExchangeNav />
      <main className="xc-main">
        {title && <h1 className="xc-title">{title}</h1>}
        {blocked ? (
          <>
            <p className="empty">{t('blocked')}</p>
            <MarketBlockPopup open onClose={() => void navigate({ to: '/' })} />
          </>
        ) : (
          children
        )}
      </main>
    </div>
  );
}
