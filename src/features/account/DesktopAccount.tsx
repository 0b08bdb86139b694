import './desktop-account.css';
import { formatCount } from '../../lib/money';

import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { type KeyboardEvent, Suspense, useEffect } from 'react';
import { useTranslation } from '../../i18n/react';
import { useShown } from '../../i18n/use-shown';
import { errorText, playerQueries } from '../../api';
import { useSessionValue } from '../../session';
import { Skeleton } from '../../ui/EmptyState';
import { InsideMainLandmark } from '../../ui/PageMain';
import { allOf, QueryState } from '../../ui/QueryState';
import { UnreadBadge, useUnreadCount } from '../inbox';
import { LanguageToggle } from '../site';
import { vipQueries } from '../../api/calls/vip';
import { BalanceAmount, useBalance } from '../wallet';
import { ACCOUNT_TABS, type AccountTab, type AccountTabScreens, DesktopPage } from '../layout';
import { ELITE_I_VP, vipProgress } from '../vip';

/** The VIP points and the bar from Normal to Elite I; the points wait with a skeleton until known. */
function VipProgress({ points, received }: { points: number | undefined; received: number }) {
  const { t } = useTranslation('desktop');
  const fmt = useShown();
  const pct = vipProgress(received);
  return (
    <>
      <p>
        <span>{t('account.vipPoints')}</span>{' '}
        {points === undefined ? <Skeleton height={14} width={40} inline /> : <strong data-testid="account-vp">{fmt.count(points)}</strong>}
      </p>
      <div
        className="dk-progress"
        role="progressbar"
        aria-label={t('account.vipProgress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        aria-valuetext={t('account.vipProgressText', { points: formatCount(received), target: formatCount(ELITE_I_VP) })}
      >
        <span className="dk-progress-fill" style={{ width: `${pct}%` }} />
      </div>
      <p className="dk-progress-ends">
        <span>{t('account.levelNormal')}</span>
        <span>{t('account.levelEliteI')}</span>
      </p>
    </>
  );
}

/** The member center's side panel: name, balance and VIP points (exported for its tests). */
export function SidePanel() {
  const { t } = useTranslation(['desktop', 'common']);
  const username = useSessionValue('username');
  const remote_id = useSessionValue('remote_id');
  const user = useQuery({ ...playerQueries.user(remote_id ?? ''), enabled: !!remote_id });
  // the bar measures what /vip's level does: VIP points received in all, not the points held now
  const history = useQuery({ ...vipQueries.history(remote_id ?? ''), enabled: !!remote_id });
  const balance = useBalance();
  return (
    <div className="dk-acc-profile">
      <div className="dk-acc-avatar" aria-hidden="true">
        {(username ?? '?').slice(0, 1).toUpperCase()}
      </div>
      <p className="dk-acc-name" data-testid="account-username" translate="no">
        {username}
      </p>
      <p className="dk-acc-balance">
        <span>{t('header.mainWallet')}</span> {balance.data ? <BalanceAmount value={balance.data.balance} /> : '৳ ----'}
      </p>
      <div className="dk-acc-vip">
        {/* a failed load is said so, not shown as 0 points */}
        <QueryState
          query={allOf(user, history)}
          loading={<VipProgress points={user.data?.data.vip_coin} received={history.data?.current.experience ?? 0} />}
          error={(e) => errorText(e, t('account.vipFailed'))}
        >
          {([u, h]) => <VipProgress points={u.data.vip_coin ?? 0} received={h.current.experience ?? 0} />}
        </QueryState>
      </div>
    </div>
  );
}

/** The tabbed account screen of the desktop layout; the tab lives in the URL (?tab=). */
export function DesktopAccount({ tab, search = {}, screens }: { tab: AccountTab; search?: Record<string, unknown>; screens: AccountTabScreens }) {
  const { t } = useTranslation('desktop');
  const navigate = useNavigate();
  const unread = useUnreadCount();
  const token = useSessionValue('token');
  useEffect(() => {
    if (!token) void navigate({ to: '/login', search: { redirect: `/account?tab=${tab}` }, replace: true });
  }, [token, tab, navigate]);
  const go = (next: AccountTab) => void navigate({ to: '/account', search: { tab: next } });
  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    const i = ACCOUNT_TABS.indexOf(tab);
    const next = ACCOUNT_TABS[(i + (e.key === 'ArrowDown' ? 1 : ACCOUNT_TABS.length - 1)) % ACCOUNT_TABS.length] ?? 'profile';
    go(next);
    requestAnimationFrame(() => document.getElementById(`acc-tab-${next}`)?.focus());
  };
  const Screen = screens[tab];
  return (
    <DesktopPage className="dk-account">
      <div className="dk-wrap dk-acc-layout">
        <aside className="dk-acc-side">
          <SidePanel />
          <div role="tablist" aria-label={t('account.title')} aria-orientation="vertical" className="dk-acc-tabs" onKeyDown={onKey}>
            {ACCOUNT_TABS.map((id) => (
              <button
                key={id}
                id={`acc-tab-${id}`}
                type="button"
                role="tab"
                aria-selected={id === tab}
                aria-controls="acc-panel"
                tabIndex={id === tab ? 0 : -1}
                className="dk-acc-tab"
                onClick={() => go(id)}
              >
                {t(`account.tabs.${id}`)}
                {id === 'inbox' && <UnreadBadge count={unread} />}
              </button>
            ))}
          </div>
          <div className="dk-acc-lang">
            <LanguageToggle />
          </div>
          <Link to="/" className="dk-acc-home">
            {t('account.backToLobby')}
          </Link>
        </aside>
        <section id="acc-panel" role="tabpanel" aria-labelledby={`acc-tab-${tab}`} className="dk-acc-panel" data-tab={tab}>
          <h1 className="dk-h1">{t(`account.tabs.${tab}`)}</h1>
          <Suspense fallback={<Skeleton height={240} />}>
            <InsideMainLandmark>
              <Screen search={search} />
            </InsideMainLandmark>
          </Suspense>
        </section>
      </div>
    </DesktopPage>
  );
}
