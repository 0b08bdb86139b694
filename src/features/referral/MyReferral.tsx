import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useSingleFlight } from '../../ui/useSingleFlight';
import { useMemo, useRef, useState } from 'react';
import type { Words } from '../../i18n';
import { useTranslation } from '../../i18n/react';
import { useShown } from '../../i18n/use-shown';
import { useWords } from '../../i18n/words';
import { serverText } from '../../i18n/server-text';
import { errorText, mutate } from '../../api';
import { referralMutations } from '../../api/calls/referral';
import { refreshBalance } from '../wallet';
import { MIN_CLAIM, type ReferralInfo } from '../../api/contract/referral';
import { isOffline } from '../../lib/offline';
import { Modal } from '../../ui/Modal';
import { Money } from '../../ui/Money';
import { toPaisa } from '../../lib/paisa';
import { copyText } from '../../lib/copy-text';
import { referralLink, shareTargets } from './logic';
import { qrDataUrl } from './qr';
import './referral.css';

const RELOAD_DELAY_MS = 1500;

type SetWords = (words: Words | null) => void;

/** The claim of the cash rewards: refused offline or under the minimum, sent once, then the page reloads. */
function useRewardClaim(info: ReferralInfo, qc: QueryClient, setModal: SetWords) {
  const sent = useRef(false);
  const claim = useSingleFlight({
    mutationFn: () => mutate(referralMutations.cashClaim, {}),
    onSuccess: (r) => {
      setModal((t) => (r.message ? serverText(r.message) : t('referral:claimed')));
      refreshBalance(qc);
      setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
    },
    onError: (e) => {
      sent.current = false;
      setModal((t) => errorText(e, t('referral:claimFailed'), t('referral:claimError')));
    },
  });

  const onClaim = () => {
    if (isOffline()) return setModal((t) => t('common:offlineMoney'));
    if (toPaisa(info.cash_rewards) < MIN_CLAIM * 100) return setModal((t) => t('referral:claimMin', { min: MIN_CLAIM }));
    if (sent.current) return;
    sent.current = true;
    claim.mutate();
  };
  return { claim, onClaim };
}

interface CodeCardProps {
  code: string;
  link: string;
  qr: string;
  notice: string | null;
  setNotice: SetWords;
  onShare: () => void;
}

/** The code and its QR, the link, and the ways to copy or share them. */
function ReferralCodeCard({ code, link, qr, notice, setNotice, onShare }: CodeCardProps) {
  const { t } = useTranslation(['referral', 'common']);
  return (
    <div className="card ref-code-card">
      <img className="ref-qr" src={qr} width={128} height={128} alt={t('referral:qrAlt')} data-testid="referral-qr" />
      <div className="ref-code-side">
        <span className="mp-muted">{t('referral:yourCode')}</span>
        <strong className="ref-code" data-testid="referral-code">
          {code}
        </strong>
        <button
          type="button"
          className="btn"
          onClick={async () => {
            const ok = await copyOrShow(code, t('referral:copyPrompt'));
            if (ok) setNotice((t) => t('referral:codeCopied'));
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
        <button type="button" className="btn" onClick={onShare}>
          {t('referral:share')}
        </button>
        <button
          type="button"
          className="btn"
          onClick={async () => {
            const ok = await copyOrShow(link, t('referral:copyPrompt'));
            if (ok) setNotice((t) => t('referral:linkCopied'));
          }}
        >
          {t('referral:copyLink')}
        </button>
      </div>
      <p className="ref-notice" role="status" aria-live="polite">
        {notice}
      </p>
    </div>
  );
}

/** Downlines, rewards and turnover of the player's referrals. */
function ReferralStats({ info, downlines }: { info: ReferralInfo; downlines: string }) {
  const { t } = useTranslation(['referral', 'common']);
  return (
    <div className="ref-stats">
      <div className="mp-card">
        <span>{t('referral:activeDownlines')}</span>
        <strong>{downlines}</strong>
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
  );
}

/** Where the browser cannot share: a link per app, and copying the link. */
function ShareTargetsModal({ open, code, link, onClose, setNotice }: { open: boolean; code: string; link: string; onClose: () => void; setNotice: SetWords }) {
  const { t } = useTranslation(['referral', 'common']);
  return (
    <Modal open={open} title={t('referral:shareVia')} onClose={onClose} closeLabel={t('common:close')}>
      <ul className="ref-targets">
        {shareTargets(link, t('referral:shareText', { code })).map((s) => (
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
              const ok = await copyOrShow(link, t('referral:copyPrompt'));
              onClose();
              if (ok) setNotice((t) => t('referral:linkCopied'));
            }}
          >
            {t('referral:copyLink')}
          </button>
        </li>
      </ul>
    </Modal>
  );
}

/** The player's own referral: code, link, QR, share targets, counts and the reward claim. */
export function MyReferral({ info }: { info: ReferralInfo }) {
  const { t } = useTranslation(['referral', 'common']);
  const fmt = useShown();
  const qc = useQueryClient();
  const link = referralLink(window.location.origin, info.referral_code);
  const qr = useMemo(() => qrDataUrl(link), [link]);
  const [notice, setNotice] = useWords(t);
  const [targets, setTargets] = useState(false);
  const [modal, setModal] = useWords(t);
  const { claim, onClaim } = useRewardClaim(info, qc, setModal);

  const onShare = async () => {
    const data = { title: t('referral:shareTitle'), text: t('referral:shareText', { code: info.referral_code }), url: link };
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share(data);
      } catch (e) {
        if ((e as Error)?.name !== 'AbortError') setNotice((t) => t('referral:shareUnsupported'));
      }
      return;
    }
    setTargets(true);
  };

  return (
    <>
      <ReferralCodeCard code={info.referral_code} link={link} qr={qr} notice={notice} setNotice={setNotice} onShare={() => void onShare()} />
      <ReferralStats info={info} downlines={fmt.digits(info.active_downlines)} />
      <button type="button" className="btn btn-primary btn-block" onClick={onClaim} disabled={claim.isPending || claim.isSuccess}>
        {t('referral:claimAll')}
      </button>
      <p className="mp-muted" style={{ textAlign: 'center' }}>
        {t('referral:claimHint', { min: MIN_CLAIM })}
      </p>
      <ShareTargetsModal open={targets} code={info.referral_code} link={link} onClose={() => setTargets(false)} setNotice={setNotice} />
      <Modal open={modal !== null} title={t('referral:message')} onClose={() => setModal(null)} closeLabel={t('common:close')}>
        <p style={{ margin: 0 }} role="status">
          {modal}
        </p>
      </Modal>
    </>
  );
}

/** Copies a text; where the browser refuses, shows it for the player to copy by hand. */
async function copyOrShow(text: string, promptLabel: string): Promise<boolean> {
  if (await copyText(text)) return true;
  window.prompt(promptLabel, text);
  return false;
}
