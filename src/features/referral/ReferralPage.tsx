import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, call, errorText, privateQueries } from '../../api';
import { MIN_CLAIM, type ReferralInfo } from '../../api/contract/referral';
import { isOffline } from '../../lib/offline';
import { useSession } from '../../session';
import { EmptyState, ErrorState, Skeleton } from '../../ui/EmptyState';
import { Modal } from '../../ui/Modal';
import { Money } from '../../ui/Money';
import { Tabs } from '../../ui/Tabs';
import { BackHeader, toPaisa } from '../records';
import { REWARD_TIERS, referralLink, shareTargets, wrapIndex } from './logic';
import { qrDataUrl } from './qr';
import './referral.css';
import { PageMain } from '../../ui/PageMain';

/** Requirements a downline must meet to count as active (taka). */
export const DOWNLINE_DEPOSIT = 1000;
export const DOWNLINE_TURNOVER = 3000;
const RELOAD_DELAY_MS = 1500;

type Tab = 'intro' | 'mine' | 'history';

const referralQueries = {
  info: (remoteId: string) =>
    queryOptions({
      queryKey: ['private', 'referral', remoteId],
      queryFn: ({ signal }) => call(api.referralInfo, { query: { remote_id: remoteId } }, { signal }),
    }),
  history: (remoteId: string) =>
    queryOptions({
      queryKey: ['private', 'referral-history', remoteId],
      queryFn: ({ signal }) => call(api.referralHistory, { query: { remote_id: remoteId } }, { signal }),
    }),
};

export function ReferralPage() {
  const { t } = useTranslation('referral');
  const remoteId = useSession().remote_id ?? '';
  const [tab, setTab] = useState<Tab>('intro');
  const info = useQuery({ ...referralQueries.info(remoteId), enabled: !!remoteId });
  return (
    <PageMain className="page mp-tabs-fit">
      <BackHeader title={t('title')} />
      <Tabs
        label={t('title')}
        idPrefix="ref"
        value={tab}
        onChange={setTab}
        tabs={[
          { id: 'intro', label: t('tabs.intro') },
          { id: 'mine', label: t('tabs.mine') },
          { id: 'history', label: t('tabs.history') },
        ]}
      />
      <section role="tabpanel" aria-labelledby={`ref-${tab}`}>
        {tab === 'intro' && <Intro active={info.data?.data.active_downlines} onRefer={() => setTab('mine')} />}
        {tab === 'mine' &&
          (info.isPending ? (
            <Skeleton height={360} />
          ) : info.isError ? (
            <ErrorState message={errorText(info.error, t('loadError'))} onRetry={() => void info.refetch()} retryLabel={t('retry')} />
          ) : (
            <MyReferral info={info.data.data} />
          ))}
        {tab === 'history' && <History remoteId={remoteId} />}
      </section>
    </PageMain>
  );
}

function Intro({ active, onRefer }: { active: number | undefined; onRefer: () => void }) {
  const { t } = useTranslation('referral');
  const [tier, setTier] = useState(0);
  const board = REWARD_TIERS[tier] ?? REWARD_TIERS[0];
  return (
    <>
      <div className="ref-hero">
        <p className="ref-hero-kicker">{t('intro.kicker')}</p>
        <h2>{t('intro.headline')}</h2>
        <div className="ref-active">
          <span>{t('intro.activeDownlines')}</span>
          <strong data-testid="ref-active">{active ?? '–'}</strong>
        </div>
      </div>
      <div className="card ref-block">
        <h2>{t('intro.requirementsTitle')}</h2>
        <ul className="ref-reqs">
          <li>
            <span>{t('intro.reqDeposit')}</span>
            <Money value={DOWNLINE_DEPOSIT} />
          </li>
          <li>
            <span>{t('intro.reqTurnover')}</span>
            <Money value={DOWNLINE_TURNOVER} />
          </li>
        </ul>
      </div>
      <div className="card ref-block">
        <h2>{t('intro.howTitle')}</h2>
        <ol className="ref-steps">
          <li>
            <strong>{t('intro.step1')}</strong>
            <span>{t('intro.step1Body')}</span>
          </li>
          <li>
            <strong>{t('intro.step2')}</strong>
            <span>{t('intro.step2Body')}</span>
          </li>
          <li>
            <strong>{t('intro.step3')}</strong>
            <span>{t('intro.step3Body')}</span>
          </li>
        </ol>
        <button type="button" className="btn btn-primary btn-block" onClick={onRefer}>
          {t('intro.referNow')}
        </button>
      </div>
      <div className="card ref-block">
        <h2 id="ref-board">{t('intro.boardTitle')}</h2>
        <div className="ref-board-nav">
          <button type="button" className="icon-btn" aria-label={t('intro.prevTier')} onClick={() => setTier(wrapIndex(tier, -1, REWARD_TIERS.length))}>
            <span aria-hidden="true">‹</span>
          </button>
          <div className="ref-board-tabs" role="tablist" aria-labelledby="ref-board">
            {REWARD_TIERS.map((b, i) => (
              <button
                key={b.above}
                type="button"
                role="tab"
                aria-selected={i === tier}
                className="ref-board-tab"
                id={`ref-tier-${i}`}
                onClick={() => setTier(i)}
              >
                {t('intro.above', { amount: b.above.toLocaleString('en-US') })}
              </button>
            ))}
          </div>
          <button type="button" className="icon-btn" aria-label={t('intro.nextTier')} onClick={() => setTier(wrapIndex(tier, 1, REWARD_TIERS.length))}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
        <div role="tabpanel" aria-labelledby={`ref-tier-${tier}`}>
          <table className="mp-table ref-board">
            <thead>
              <tr>
                <th scope="col">{t('intro.tier')}</th>
                <th scope="col">{t('intro.ratio')}</th>
              </tr>
            </thead>
            <tbody>
              {board.rates.map((rate, i) => (
                <tr key={rate}>
                  <td>{t('intro.tierN', { n: i + 1 })}</td>
                  <td data-testid={`tier-rate-${i + 1}`}>{i === 0 ? t('intro.upTo', { rate }) : `${rate}%`}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mp-muted">{t('intro.boardNote', { amount: board.above.toLocaleString('en-US') })}</p>
        </div>
      </div>
    </>
  );
}

async function copyText(text: string, promptLabel: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    window.prompt(promptLabel, text);
    return false;
  }
}

function MyReferral({ info }: { info: ReferralInfo }) {
  const { t } = useTranslation(['referral', 'common']);
  const qc = useQueryClient();
  const link = referralLink(window.location.origin, info.referral_code);
  const qr = useMemo(() => qrDataUrl(link), [link]);
  const [notice, setNotice] = useState<string | null>(null);
  const [targets, setTargets] = useState(false);
  const [modal, setModal] = useState<string | null>(null);
  const sent = useRef(false);

  const claim = useMutation({
    mutationFn: () => call(api.cashClaim, { body: {} }),
    onSuccess: (r) => {
      setModal(r.message || t('referral:claimed'));
      void qc.invalidateQueries({ queryKey: privateQueries.balance().queryKey });
      setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
    },
    onError: (e) => {
      sent.current = false;
      setModal(errorText(e, t('referral:claimFailed'), t('referral:claimError')));
    },
  });

  const onClaim = () => {
    if (isOffline()) return setModal(t('common:offlineMoney'));
    if (toPaisa(info.cash_rewards) < MIN_CLAIM * 100) return setModal(t('referral:claimMin', { min: MIN_CLAIM }));
    if (sent.current) return;
    sent.current = true;
    claim.mutate();
  };

  const onShare = async () => {
    const data = { title: t('referral:shareTitle'), text: t('referral:shareText', { code: info.referral_code }), url: link };
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share(data);
      } catch (e) {
        if ((e as Error)?.name !== 'AbortError') setNotice(t('referral:shareUnsupported'));
      }
      return;
    }
    setTargets(true);
  };

  return (
    <>
      <div className="card ref-code-card">
        <img className="ref-qr" src={qr} width={128} height={128} alt={t('referral:qrAlt')} data-testid="referral-qr" />
        <div className="ref-code-side">
          <span className="mp-muted">{t('referral:yourCode')}</span>
          <strong className="ref-code" data-testid="referral-code">
            {info.referral_code}
          </strong>
          <button
            type="button"
            className="btn"
            onClick={async () => {
              const ok = await copyText(info.referral_code, t('referral:copyPrompt'));
              if (ok) setNotice(t('referral:codeCopied'));
            }}
          >
            {t('referral:copyCode')}
          </button>
        </div>
        <div className="ref-link">
          <label htmlFor="ref-link-input" className="mp-muted">
            {t('referral:yourLink')}
          </label>
          <input id="ref-link-input" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
        </div>
        <div className="ref-share-row">
          <button type="button" className="btn" onClick={() => void onShare()}>
            {t('referral:share')}
          </button>
          <button
            type="button"
            className="btn"
            onClick={async () => {
              const ok = await copyText(link, t('referral:copyPrompt'));
              if (ok) setNotice(t('referral:linkCopied'));
            }}
          >
            {t('referral:copyLink')}
          </button>
        </div>
        <p className="ref-notice" role="status" aria-live="polite">
          {notice}
        </p>
      </div>
      <div className="ref-stats">
        <div className="mp-card">
          <span>{t('referral:activeDownlines')}</span>
          <strong>{info.active_downlines}</strong>
        </div>
        <div className="mp-card">
          <span>{t('referral:lifetimeRewards')}</span>
          <strong>
            <Money value={info.lifetime_cash_rewards} />
          </strong>
        </div>
        <div className="mp-card">
          <span>{t('referral:referralTurnover')}</span>
          <strong>
            <Money value={info.referral_turnover} />
          </strong>
        </div>
        <div className="mp-card">
          <span>{t('referral:cashRewards')}</span>
          <strong data-testid="ref-cash-rewards">
            <Money value={info.cash_rewards} />
          </strong>
        </div>
      </div>
      <button type="button" className="btn btn-primary btn-block" onClick={onClaim} disabled={claim.isPending || claim.isSuccess}>
        {t('referral:claimAll')}
      </button>
      <p className="mp-muted" style={{ textAlign: 'center' }}>
        {t('referral:claimHint', { min: MIN_CLAIM })}
      </p>
      <Modal open={targets} title={t('referral:shareVia')} onClose={() => setTargets(false)} closeLabel={t('common:close')}>
        <ul className="ref-targets">
          {shareTargets(link, t('referral:shareText', { code: info.referral_code })).map((s) => (
            <li key={s.id}>
              <a className="btn btn-block" href={s.href} target="_blank" rel="noopener noreferrer">
                {s.name}
              </a>
            </li>
          ))}
          <li>
            <button
              type="button"
              className="btn btn-block"
              onClick={async () => {
                const ok = await copyText(link, t('referral:copyPrompt'));
                setTargets(false);
                if (ok) setNotice(t('referral:linkCopied'));
              }}
            >
              {t('referral:copyLink')}
            </button>
          </li>
        </ul>
      </Modal>
      <Modal open={modal !== null} title={t('referral:message')} onClose={() => setModal(null)} closeLabel={t('common:close')}>
        <p style={{ margin: 0 }} role="status">
          {modal}
        </p>
      </Modal>
    </>
  );
}

function History({ remoteId }: { remoteId: string }) {
  const { t } = useTranslation('referral');
  const q = useQuery({ ...referralQueries.history(remoteId), enabled: !!remoteId });
  if (q.isPending) return <Skeleton height={220} />;
  if (q.isError) return <ErrorState message={errorText(q.error, t('loadError'))} onRetry={() => void q.refetch()} retryLabel={t('retry')} />;
  if (q.data.data.length === 0) return <EmptyState>{t('noData')}</EmptyState>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be reachable by keyboard (axe scrollable-region-focusable)
    <section className="mp-table-wrap" aria-label={t('tabs.history')} tabIndex={0}>
      <table className="mp-table">
        <thead>
          <tr>
            <th scope="col">{t('history.date')}</th>
            <th scope="col">{t('history.turnover')}</th>
            <th scope="col">{t('history.cashReward')}</th>
            <th scope="col">{t('history.status')}</th>
            <th scope="col">{t('history.details')}</th>
          </tr>
        </thead>
        <tbody>
          {q.data.data.map((r) => (
            <tr key={r.id}>
              <td>{r.date}</td>
              <td>
                <Money value={r.turnover} />
              </td>
              <td>
                <Money value={r.cashReward} />
              </td>
              <td>
                <span className="mp-tag" data-tone={r.status === 'claimed' ? 'success' : r.status === 'claimable' ? 'pending' : 'neutral'}>
                  {t(`history.status_${r.status}`)}
                </span>
              </td>
              <td>{r.details}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
