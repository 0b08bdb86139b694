import { useQueryClient } from '@tanstack/react-query';
import { useSingleFlight } from '../../ui/useSingleFlight';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useShown } from '../../i18n/use-shown';
import { useWords } from '../../i18n/words';
import { serverText } from '../../i18n/server-text';
import { imageSrc, isApiError, mutate } from '../../api';
import { fundsMutations } from '../../api/calls/funds';
import { withCents } from '../../lib/money';

import { isOffline } from '../../lib/offline';
import { Modal } from '../../ui/Modal';
import { useSessionValue } from '../../session';
import { formatMMSS, useVerification } from '../account';
import { useNow } from '../../ui/useNow';
import { depositDraft, flowStore, type PaymentFlow, paymentDraft, requestStore } from './flow-state';
import { actionKey, channelKind, MAKE_PAYMENT_SECONDS, manualPaymentError, outcomeUnknown } from './rules';
import './funds.css';
import { PaymentDetails } from './PaymentDetails';
import { PhoneSelect } from './PaymentInputs';
import { type PickedReceipt, uploadReceipts } from './receipts';
import { ReceiptUpload } from './ReceiptUpload';
import { latinDigits } from '../../lib/digits';

/** How long the pending panel shows before the payment-request screen. */
const PENDING_PANEL_MS = 2000;

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
  const leaveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(leaveTimer.current), []);
  const phones = verification.verifiedPhones;
  const chosenPhone = phone || phones[0] || '';
  const amountText = withCents(flow.amount);
  const word = t(`make.actions.${actionKey(flow.accountType)}`);
  const kind = channelKind(flow.accountType);
  const typeLabel = kind === 'other' ? flow.accountType : t(`channelLabel.${kind}`);

  const submit = useSingleFlight({
    // the pictures first: the deposit call names them, and a refused picture sends no deposit
    mutationFn: async () => {
      const receipt_ids = await uploadReceipts(receipts.map((r) => r.file));
      return flow.ewallet
        ? mutate(fundsMutations.ewaConfirm, { trx_id: flow.ewallet.transaction, trxid: trxId.trim(), number: chosenPhone, receipt_ids }, qc)
        : mutate(
            fundsMutations.submitDeposit,
            {
              remote_id: remoteId,
              account_number: chosenPhone,
              transaction_id: trxId.trim(),
              amount: flow.amount,
              payment_id: flow.methodId,
              promotion_id: flow.promotionId,
              receipt_ids,
            },
            qc,
          );
    },
    onSuccess: () => {
      setDone(true);
      flowStore.clear();
      depositDraft.clear();
      paymentDraft.clear();
      const request = { kind: 'deposit' as const, amount: amountText, icon: flow.icon, methodName: flow.methodName, startedAt: Date.now() };
      requestStore.save(request);
      leaveTimer.current = setTimeout(
        () => void navigate({ to: '/payment-request', replace: true, state: (prev) => ({ ...prev, paymentRequest: request }) }),
        PENDING_PANEL_MS,
      );
    },
    onError: (e) => {
      if (isApiError(e) && !e.isNetwork && e.fromServer) setError((t) => t('make.submissionFailed', { message: serverText(e.message) }));
      else setError((t) => (outcomeUnknown(e) ? t('make.unconfirmed') : t('errorTryAgain')));
    },
  });

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
        <section className="pending-panel" role="status" aria-live="polite">
          <span className="pending-spinner" aria-hidden="true" />
          <h1>{t('make.thankYou')}</h1>
          <p className="pending-status">{t('make.pending')}</p>
          <p className="funds-sub">{t('make.submitted')}</p>
        </section>
      </main>
    );
  }

  return (
    <main className="page pay-page">
      <header className="pay-head">
        <img src={imageSrc(flow.icon)} alt="" width={48} height={48} />
        <div>
          <h1 className="page-title">
            {flow.methodName} {typeLabel}
          </h1>
          <p className="funds-sub">{t('make.instruction', { action: word })}</p>
        </div>
        <span className="pay-timer" role="timer" aria-label={t('make.timeLeft', { time: formatMMSS(secondsLeft) })} data-expired={expired ? 'true' : undefined}>
          {fmt.digits(formatMMSS(secondsLeft))}
        </span>
      </header>
      {expired && (
        <div className="alert alert-error" role="alert">
          {t('make.expired')} <Link to="/deposit">{t('make.startAgain')}</Link>
        </div>
      )}

      <PaymentDetails flow={flow} action={word} />

      <form className="pay-form" onSubmit={onSubmit} noValidate>
        <PhoneSelect phones={phones} loading={verification.isLoading} value={chosenPhone} onChange={setPhone} />
        <div className="field">
          <label htmlFor="trx-id">{t('make.trxId')}</label>
          <input
            id="trx-id"
            name="trx"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={trxId}
            onChange={(e) => setTrxId(latinDigits(e.target.value).toUpperCase())}
            placeholder={t('make.trxPlaceholder')}
          />
        </div>
        <ReceiptUpload value={receipts} onChange={setReceipts} disabled={submit.isPending} />
        <button type="submit" className="btn btn-primary btn-block funds-submit" disabled={submit.isPending || expired}>
          {submit.isPending ? t('submitting') : t('make.submit')}
        </button>
      </form>

      <section className="pay-tips" aria-labelledby="tips-title">
        <h2 id="tips-title">{t('make.tipsTitle')}</h2>
        <ul>
          <li>{t('make.tip1')}</li>
          <li>{t('make.tip2')}</li>
          <li>{t('make.tip3')}</li>
        </ul>
      </section>

      <Modal
        open={error !== null}
        title={t('make.errorTitle')}
        onClose={() => setError(null)}
        closeLabel={t('close')}
        footer={
          <button type="button" className="btn btn-primary" onClick={() => setError(null)}>
            {t('ok')}
          </button>
        }
      >
        <p className="notice-text" role="alert">
          {error}
        </p>
      </Modal>
    </main>
  );
}
