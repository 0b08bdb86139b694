import { Link } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useShown } from '../../i18n/use-shown';
import { Money } from '../../ui/Money';
import { Skeleton } from '../../ui/EmptyState';
import { useLogout } from '../auth';
import { UnreadBadge, useUnreadCount } from '../inbox';
import { LanguageToggle } from '../site';
import { setBalanceHidden, useBalance, useBalanceHidden } from '../wallet';
import { useSessionValue } from '../../session';
import { ContactList } from './ContactList';
import { useUser } from './hooks';
import { Icon, type IconName } from './icons';
import './account.css';

const REFRESH_INDICATOR_MS = 500;

/**
 * Refresh of the balance: the indicator stays on until the answer came and it was seen for 500 ms;
 * a tap while it is on does nothing.
 */
function useBalanceRefresh(refetch: () => Promise<unknown>, refreshing: boolean, setRefreshing: (on: boolean) => void) {
  const answer = useRef<Promise<unknown>>(Promise.resolve());
  const refresh = () => {
    if (refreshing) return;
    answer.current = refetch();
    setRefreshing(true);
  };
  useEffect(() => {
    if (!refreshing) return;
    // 500 ms from when the indicator is on the screen (this effect runs after that commit), not from the
    // tap: a slow render ate into the time, and a fast answer was hardly seen
    let live = true;
    const shown = new Promise((resolve) => setTimeout(resolve, REFRESH_INDICATOR_MS));
    void Promise.allSettled([answer.current, shown]).then(() => {
      if (live) setRefreshing(false);
    });
    return () => {
      live = false;
    };
  }, [refreshing, setRefreshing]);
  return refresh;
}

function ProfileCard({ username, vpText }: { username: string; vpText: string }) {
  const { t } = useTranslation(['account', 'common']);
  return (
    <section className="acc-card acc-profile" aria-label={t('menu.profileCard')}>
      <span className="acc-avatar" aria-hidden="true">
        {(username[0] ?? '?').toUpperCase()}
      </span>
      <div className="acc-who">
        <strong className="acc-username" translate="no">
          {username}
        </strong>
        <Link to="/vip" className="acc-vp">
          {t('menu.vipPoints')}: {vpText}
          <span aria-hidden="true"> ›</span>
        </Link>
      </div>
    </section>
  );
}

interface WalletCardProps {
  /** the balance answer, once known */
  balance: { balance: string } | undefined;
  hidden: boolean;
  refreshing: boolean;
  onRefresh: () => void;
  onToggleHidden: () => void;
}

/** The main wallet's balance, with refresh and hide/show. */
function WalletCard({ balance, hidden, refreshing, onRefresh, onToggleHidden }: WalletCardProps) {
  const { t } = useTranslation(['account', 'common']);
  return (
    <section className="acc-card acc-wallet" aria-label={t('menu.mainWallet')}>
      <div>
        <span className="acc-muted">{t('menu.mainWallet')}</span>
        <div className="acc-balance" data-testid="account-balance">
          {balance ? <Money value={balance.balance} hidden={hidden} /> : <Skeleton height={28} width={140} />}
        </div>
      </div>
      <div className="acc-wallet-actions">
        <button
          type="button"
          className="icon-btn"
          aria-label={t('menu.refresh')}
          aria-busy={refreshing}
          data-refreshing={refreshing ? 'true' : undefined}
          onClick={onRefresh}
        >
          <Icon name="refresh" />
        </button>
        <button
          type="button"
          className="icon-btn"
          aria-label={hidden ? t('menu.showBalance') : t('menu.hideBalance')}
          aria-pressed={hidden}
          onClick={onToggleHidden}
        >
          <Icon name={hidden ? 'eyeOff' : 'eye'} />
        </button>
      </div>
    </section>
  );
}

/** Funds, history, profile, security, language and contact: the menu's sections. */
function MenuSections({ unread }: { unread: number }) {
  const { t } = useTranslation(['account', 'common']);
  return (
    <>
      <MenuSection title={t('menu.funds')}>
        <MenuLink to="/deposit" icon="deposit" label={t('menu.deposit')} />
        <MenuLink to="/withdrawal" icon="withdraw" label={t('menu.withdrawal')} />
      </MenuSection>
      <MenuSection title={t('menu.history')}>
        <MenuLink to="/betting-record" icon="bets" label={t('menu.bettingRecords')} />
        <MenuLink to="/turnover-record" icon="turnover" label={t('menu.turnover')} />
        <MenuLink to="/transaction-record" icon="transactions" label={t('menu.transactionRecords')} />
      </MenuSection>
      <MenuSection title={t('menu.profile')}>
        <MenuLink to="/profile" icon="user" label={t('menu.personalInfo')} />
        <MenuLink to="/reset-password" icon="lock" label={t('menu.resetPassword')} />
        <MenuLink to="/inbox" icon="inbox" label={t('menu.inbox')} badge={<UnreadBadge count={unread} />} />
        <MenuLink to="/notifications" icon="bell" label={t('menu.notifications')} />
        <MenuLink to="/refrrel-program" icon="gift" label={t('menu.referral')} />
        <MenuLink to="/responsible-gaming" icon="shield" label={t('menu.responsible')} />
      </MenuSection>
      <MenuSection title={t('menu.security')}>
        <MenuLink to="/passkeys" icon="key" label={t('menu.passkeys')} />
      </MenuSection>
      <MenuSection title={t('common:language.label')}>
        <li className="acc-item acc-lang">
          <LanguageToggle />
        </li>
      </MenuSection>
      <MenuSection title={t('menu.contactUs')}>
        <ContactList />
      </MenuSection>
    </>
  );
}

/** /account on mobile: the member menu. */
export function AccountMenu() {
  const { t } = useTranslation(['account', 'common']);
  const fmt = useShown();
  const storedUsername = useSessionValue('username');
  const user = useUser();
  const balance = useBalance();
  const logout = useLogout();
  const hidden = useBalanceHidden();
  const [refreshing, setRefreshing] = useState(false);
  const username = user.data?.data.username ?? storedUsername ?? '';
  const vp = user.data?.data.vip_coin;
  const unread = useUnreadCount();
  const refresh = useBalanceRefresh(() => balance.refetch(), refreshing, setRefreshing);
  const toggleHidden = () => setBalanceHidden(!hidden);

  return (
    <main className="page account-page">
      <h1 className="visually-hidden">{t('menu.title')}</h1>
      {/* a figure inside a link: unknown after a failure is a dash; the VIP page itself has Try again */}
      <ProfileCard username={username} vpText={vp !== undefined ? fmt.count(vp) : user.isError ? '–' : '…'} />
      <WalletCard balance={balance.data} hidden={hidden} refreshing={refreshing} onRefresh={refresh} onToggleHidden={toggleHidden} />
      <MenuSections unread={unread} />
      <button type="button" className="btn btn-block acc-logout" onClick={() => void logout()}>
        <Icon name="logout" /> {t('menu.logout')}
      </button>
    </main>
  );
}

function MenuSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="acc-section">
      <h2>{title}</h2>
      <ul className="acc-card acc-list">{children}</ul>
    </section>
  );
}

function MenuLink({ to, icon, label, badge }: { to: string; icon: IconName; label: string; badge?: ReactNode }) {
  return (
    <li>
      <Link to={to} className="acc-item">
        <Icon name={icon} />
        <span>{label}</span>
        {badge}
        <span className="acc-chevron" aria-hidden="true">
          ›
        </span>
      </Link>
    </li>
  );
}
