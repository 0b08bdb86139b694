import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useShown } from '../../i18n/use-shown';
import { formatTaka } from '../../lib/money';

import { useSessionValue } from '../../session';
import { formatMMSS } from '../account';
import { useNow } from '../../ui/useNow';
import { useGeneral, useLogo } from '../site';
import { type PaymentRequestInfo, requestStore } from './flow-state';
import { PAYMENT_REQUEST_SECONDS } from './rules';
import './funds.css';
import { imageSrc } from '../../api';

/** The animation's steps appear at 0, 1, 2, 3, 4 and 5 seconds. */
const ANIMATION_STEPS = 6;

/** /payment-request: after a deposit or withdrawal; without its state, back to /account. */
export function PaymentRequestPage() {
  const navigate = useNavigate();
  const state = useRouterState({ select: (s) => s.location.state.paymentRequest });
  const [info] = useState(() => requestStore.load(state));
  useEffect(() => {
    if (!info) void navigate({ to: '/account', replace: true });
  }, [info, navigate]);
  if (!info) return null;
  return <PaymentRequest info={info} />;
}

function PaymentRequest({ info }: { info: PaymentRequestInfo }) {
  const { t } = useTranslation('funds');
  const fmt = useShown();
  const username = useSessionValue('username') ?? '';
  const logo = useLogo();
  const { general } = useGeneral();
  const now = useNow();
  const [mountedAt] = useState(() => Date.now());
  const step = Math.min(ANIMATION_STEPS - 1, Math.floor((now - mountedAt) / 1000));
  const secondsLeft = Math.max(0, PAYMENT_REQUEST_SECONDS - Math.floor((now - info.startedAt) / 1000));
  const platform = general?.site_title ?? 'TakaPlay';
  const shown = (i: number) => (step >= i ? 'true' : undefined);
  const deposit = info.kind === 'deposit';

  return (
    <main className="page pay-page request-page">
      <h1 className="page-title">{deposit ? t('request.depositTitle') : t('request.withdrawTitle')}</h1>
      <p className="request-lead">{t('request.getReady')}</p>
      <p className="request-timer" role="timer" aria-label={t('request.timeLeft', { time: formatMMSS(secondsLeft) })}>
        <strong>{fmt.digits(formatMMSS(secondsLeft))}</strong> <span>{t('request.min')}</span>
      </p>

      <div className="flow-anim" data-direction={deposit ? 'in' : 'out'} data-step={step} aria-hidden="true">
        <div className="flow-end">
          <span className="flow-avatar">{(username[0] ?? '?').toUpperCase()}</span>
          <span className="flow-label" data-shown={shown(5)}>
            {username}
          </span>
        </div>
        <div className="flow-money">
          <span className="flow-taka" data-shown={shown(0)}>
            ৳
          </span>
          <span className="flow-amount" data-shown={shown(1)}>
            {fmt.amount(info.amount)}
          </span>
          <img className="flow-icon" data-shown={shown(2)} src={imageSrc(info.icon)} alt="" width={36} height={36} />
          <span className="flow-track">
            <i />
          </span>
        </div>
        <div className="flow-end">
          {logo ? (
            <img className="flow-logo" data-shown={shown(3)} src={imageSrc(logo.favicon || logo.loader_logo)} alt="" width={48} height={48} />
          ) : (
            <span className="flow-avatar">T</span>
          )}
          <span className="flow-label" data-shown={shown(4)}>
            {platform}
          </span>
        </div>
      </div>
      <p className="visually-hidden">
        {t('request.summary', {
          amount: formatTaka(info.amount),
          method: info.methodName,
          from: deposit ? username : platform,
          to: deposit ? platform : username,
        })}
      </p>
      <p className="funds-sub request-note">{deposit ? t('request.depositNote') : t('request.withdrawNote')}</p>

      <Link to="/account" className="btn btn-primary btn-block" onClick={() => requestStore.clear()}>
        {t('close')}
      </Link>
      <Link to="/transaction-record" className="btn btn-block request-secondary">
        {t('request.viewRecords')}
      </Link>
    </main>
  );
}
