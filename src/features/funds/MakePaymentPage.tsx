import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useShown } from '../../i18n/use-shown';
import { useWords } from '../../i18n/words';
import { imageSrc } from '../../api';
import { withCents } from '../../lib/money';

import { isOffline } from '../../lib/offline';
import { Modal } from '../../ui/Modal';
import { useSessionValue } from '../../session';
import { formatMMSS, useVerification } from '../account';
import { useNow } from '../../ui/useNow';
import { flowStore, type PaymentFlow, paymentDraft } from './flow-state';
import { actionKey, channelKind, MAKE_PAYMENT_SECONDS, manualPaymentError } from './rules';
import './funds.css';
import { PaymentDetails } from './PaymentDetails';
import { PhoneSelect } from './PaymentInputs';
import type { PickedReceipt } from './receipts';
import { ReceiptUpload } from './ReceiptUpload';
import { useManualPaymentSubmit } from './useManualPaymentSubmit';
import { latinDigits } from '../../lib/digits';

/** /make-payment: the manual wallet payment of a deposit flow; without the flow's state, back to /deposit. */
export function MakePaymentPage() {
  const navigate = useNavigate();
  const state = useRouterState({ select: (s) => s.location.state.paymentFlow });
  const [flow] = useState(() => flowStore.load(state));
  useEffect(() => {
    if (!flow) void navigate({ to: '/deposit', replace: true });
  }, [flow, navigate]);
  if (!flow) return null;
  return <MakePayment flow={flow} />;
}

/** Shown once the payment is sent, until the payment-request screen follows. */
function PaymentPendingPanel() {
  const { t } = useTranslation(['funds', 'common']);
  return (
    <section className="pending-panel" role="status" aria-live="polite">
      <span className="pending-spinner" aria-hidden="true" />
      <h1>{t('make.thankYou')}</h1>
      <p className="pending-status">{t('make.pending')}</p>
      <p className="funds-sub">{t('make.submitted')}</p>
    </section>
  );
}

/** The method, what to do with it and the time left; once the time is up, the way back to the deposit. */
function PaymentHead({ flow, action, secondsLeft, shownTime }: { flow: PaymentFlow; action: string; secondsLeft: number; shownTime: string }) {
  const { t } = useTranslation(['funds', 'common']);
  const expired = secondsLeft === 0;
  const kind = channelKind(flow.accountType);
  const typeLabel = kind === 'other' ? flow.accountType : t(`channelLabel.${kind}`);
  return (
    <>
      <header className="pay-head">
        <img src={imageSrc(flow.icon)} alt="" width={48} height={48} />
        <div>
          <h1 className="page-title">
            {flow.methodName} {typeLabel}
          </h1>
          <p className="funds-sub">{t('make.instruction', { action })}</p>
        </div>
        <span className="pay-timer" role="timer" aria-label={t('make.timeLeft', { time: formatMMSS(secondsLeft) })} data-expired={expired ? 'true' : undefined}>
          {shownTime}
        </span>
      </header>
      {expired && (
        <div className="alert alert-error" role="alert">
          {t('make.expired')} <Link to="/deposit">{t('make.startAgain')}</Link>
        </div>
      )}
    </>
  );
}

interface PaymentFormProps {
  onSubmit: (e: FormEvent) => void;
  phones: string[];
  phonesLoading: boolean;
  phone: string;
  onPhone: (phone: string) => void;
  trxId: string;
  onTrxId: (trxId: string) => void;
  receipts: PickedReceipt[];
  onReceipts: (receipts: PickedReceipt[]) => void;
  pending: boolean;
  expired: boolean;
}

/** The wallet number paid from, the transaction id, the receipts and the submit button. */
function ManualPaymentForm({ onSubmit, phones, phonesLoading, phone, onPhone, trxId, onTrxId, receipts, onReceipts, pending, expired }: PaymentFormProps) {
  const { t } = useTranslation(['funds', 'common']);
  return (
    <form className="pay-form" onSubmit={onSubmit} noValidate>
      <PhoneSelect phones={phones} loading={phonesLoading} value={phone} onChange={onPhone} />
      <div className="field">
        <label htmlFor="trx-id">{t('make.trxId')}</label>
        <input
          id="trx-id"
          name="trx"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={trxId}
          onChange={(e) => onTrxId(latinDigits(e.target.value).toUpperCase())}
          placeholder={t('make.trxPlaceholder')}
        />
      </div>
      <ReceiptUpload value={receipts} onChange={onReceipts} disabled={pending} />
      <button type="submit" className="btn btn-primary btn-block funds-submit" disabled={pending || expired}>
        {pending ? t('submitting') : t('make.submit')}
      </button>
    </form>
  );
}

function PaymentTips() {
  const { t } = useTranslation(['funds', 'common']);
  return (
    <section className="pay-tips" aria-labelledby="tips-title">
      <h2 id="tips-title">{t('make.tipsTitle')}</h2>
      <ul>
        <li>{t('make.tip1')}</li>
        <li>{t('make.tip2')}</li>
        <li>{t('make.tip3')}</li>
      </ul>
    </section>
  );
}

function PaymentErrorModal({ error, onClose }: { error: string | null; onClose: () => void }) {
  const { t } = useTranslation(['funds', 'common']);
  return (
    <Modal
      open={error !== null}
      title={t('make.errorTitle')}
      onClose={onClose}
      closeLabel={t('close')}
      footer={
        <button type="button" className="btn btn-primary" onClick={onClose}>
          {t('ok')}
        </button>
      }
    >
      <p className="notice-text" role="alert">
        {error}
      </p>
    </Modal>
  );
}

function MakePayment({ flow }: { flow: PaymentFlow }) {
  const { t } = useTranslation(['funds', 'common']);
  const fmt = useShown();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const remoteId = useSessionValue('remote_id') ?? '';
  const verification = useVerification();
  const now = useNow();
  const secondsLeft = Math.max(0, MAKE_PAYMENT_SECONDS - Math.floor((now - flow.startedAt) / 1000));
  const expired = secondsLeft === 0;
  // what was typed survives a reload, or a login after the session ended, within this flow
  const [draft] = useState(() => {
    const d = paymentDraft.load();
    return d?.startedAt === flow.startedAt ? d : null;
  });
  const [phone, setPhone] = useState(draft?.phone ?? '');
  const [trxId, setTrxId] = useState(draft?.trxId ?? '');
  const [receipts, setReceipts] = useState<PickedReceipt[]>([]);
  const [error, setError] = useWords(t);
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (!done) paymentDraft.save({ startedAt: flow.startedAt, phone, trxId });
  }, [done, flow.startedAt, phone, trxId]);
  const phones = verification.verifiedPhones;
  const chosenPhone = phone || phones[0] || '';
  const amountText = withCents(flow.amount);
  const word = t(`make.actions.${actionKey(flow.accountType)}`);
  const submit = useManualPaymentSubmit({ flow, remoteId, chosenPhone, trxId, receipts, amountText, qc, navigate, setDone, setError });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    // sent once: useSingleFlight drops a second click before the first answer
    if (done) return;
    if (isOffline()) {
      setError((t) => t('common:offlineMoney'));
      return;
    }
    const check = manualPaymentError({ phone: chosenPhone, trxId });
    if (check) {
      setError((t) => t(`check.${check}`));
      return;
    }
    submit.mutate();
  };

  if (done) {
    return (
      <main className="page pay-page">
        <PaymentPendingPanel />
      </main>
    );
  }

  return (
    <main className="page pay-page">
      <PaymentHead flow={flow} action={word} secondsLeft={secondsLeft} shownTime={fmt.digits(formatMMSS(secondsLeft))} />
      <PaymentDetails flow={flow} action={word} />
      <ManualPaymentForm
        onSubmit={onSubmit}
        phones={phones}
        phonesLoading={verification.isLoading}
        phone={chosenPhone}
        onPhone={setPhone}
        trxId={trxId}
        onTrxId={setTrxId}
        receipts={receipts}
        onReceipts={setReceipts}
        pending={submit.isPending}
        expired={expired}
      />
      <PaymentTips />
      <PaymentErrorModal error={error} onClose={() => setError(null)} />
    </main>
  );
}
