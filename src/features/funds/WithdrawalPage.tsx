import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useWords } from '../../i18n/words';
import { serverText } from '../../i18n/server-text';
import { errorText, imageSrc, isApiError, mutate } from '../../api';
import type { ResultOf } from '../../api/calls/define';
import { fundsMutations } from '../../api/calls/funds';
import { formatTaka } from '../../lib/money';
import { isOffline } from '../../lib/offline';
import { refreshBalance } from '../wallet';
import { EmptyState, Skeleton } from '../../ui/EmptyState';
import { QueryState } from '../../ui/QueryState';
import { Field } from '../../ui/Field';
import { useSessionValue } from '../../session';
import { isPhoneVerified, useVerification } from '../account';
import { useGeneral } from '../site';
import { AmountInput } from './AmountInput';
import { requestStore, withdrawDraft } from './flow-state';
import { FundsFrame } from './FundsFrame';
import { hasPending, useFreshTransactions, usePaymentMethods } from './hooks';
import { type Notice, NoticeModal } from './NoticeModal';
import { eligibilityLink, outcomeUnknown, WITHDRAW_QUICK_AMOUNTS, withdrawError } from './rules';
import { digitsOnly } from '../../lib/digits';

/** How long 'Withdrawal successful!' shows before the payment-request screen. */
const WITHDRAW_SUCCESS_MS = 1500;
/** The range the amount hint shows. */
const WITHDRAW_MIN = 500;
const WITHDRAW_MAX = 25_000;

export function WithdrawalPage() {
  return (
    <FundsFrame tab="withdrawal">
      <WithdrawalForm />
    </FundsFrame>
  );
}

function WithdrawalForm() {
  const { t } = useTranslation(['funds', 'common']);
  const navigate = useNavigate();
  const qc = useQueryClient();
  const remoteId = useSessionValue('remote_id') ?? '';
  const verification = useVerification();
  const freshTransactions = useFreshTransactions();
  const { general, isLoading: generalLoading } = useGeneral();
  const closed = general !== undefined && Number(general.withdrawal_status) === 0;
  const all = usePaymentMethods();
  const methods = closed ? [] : all.methods;
  const [draft] = useState(withdrawDraft.load);
  const [amount, setAmount] = useState(draft?.amount ?? '');
  const [account, setAccount] = useState('');
  const [methodName, setMethodName] = useState(draft?.methodName ?? '');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [success, setSuccess] = useWords(t);
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  const leaveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(leaveTimer.current), []);
  useEffect(() => {
    if (!success) withdrawDraft.save({ methodName, amount });
  }, [methodName, amount, success]);
  const method = methods.find((m) => m.name === methodName);

  // the account number starts as the player's verified phone; it stays editable
  const firstPhone = verification.verifiedPhones[0];
  const prefilled = useRef(false);
  useEffect(() => {
    if (firstPhone && !prefilled.current) {
      prefilled.current = true;
      setAccount((a) => a || firstPhone);
    }
  }, [firstPhone]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (inFlight.current || success) return;
    if (isOffline()) {
      setNotice({ text: (t) => t('common:offlineMoney') });
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    try {
      const [[userRes, phonesRes], txs] = await Promise.all([verification.refetch(), freshTransactions()]);
      if (!userRes.data) {
        setNotice({ text: (t) => errorText(userRes.error, t('anError')) });
        return;
      }
      const check = withdrawError({
        phoneVerified: isPhoneVerified(userRes.data.data, phonesRes.data?.data ?? []),
        hasPendingWithdraw: hasPending(txs, 'withdraw'),
        amount,
        accountNumber: account,
        method,
      });
      if (check) {
        setNotice({ text: (t) => t(`check.${check}`), link: check === 'verifyPhone' ? { to: '/profile', label: (t) => t('goToProfile') } : undefined });
        return;
      }
      if (!method) return;
      try {
        await mutate(fundsMutations.withdrawCheck, { remote_id: remoteId });
      } catch (err) {
        if (isApiError(err) && err.status === 400) {
          // which page helps is read from the server's own words; they already say what to do
          const to = eligibilityLink(err.fromServer ? err.message : '');
          setNotice({
            text: (t) => err.messageOr(to === '/profile' ? t('anError') : t('withdraw.completeTurnover')),
            link: to === '/profile' ? { to, label: (t) => t('goToProfile') } : { to, label: (t) => t('withdraw.goToTurnover') },
          });
        } else {
          setNotice({ text: (t) => errorText(err, t('anError')) });
        }
        return;
      }
      let answer: ResultOf<typeof fundsMutations.submitWithdraw.endpoint>;
      try {
        answer = await mutate(
          fundsMutations.submitWithdraw,
          { remote_id: remoteId, account_number: account.trim(), amount, payment_id: method.isEwallet ? 0 : method.id, provider: method.name },
          qc,
        );
      } catch (err) {
        setNotice({ text: (t) => (outcomeUnknown(err) ? t('withdraw.unconfirmed') : errorText(err, t('errorTryAgain'))) });
        return;
      }
      if (answer.success === false) {
        const said = answer.message ?? answer.error ?? '';
        setNotice({ text: (t) => serverText(said) || t('withdraw.unknown') });
        return;
      }
      setSuccess((t) => t('withdraw.success'));
      withdrawDraft.clear();
      refreshBalance(qc);
      const request = { kind: 'withdraw' as const, amount: `${amount}.00`, icon: method.icon, methodName: method.name, startedAt: Date.now() };
      requestStore.save(request);
      leaveTimer.current = setTimeout(
        () => void navigate({ to: '/payment-request', state: (prev) => ({ ...prev, paymentRequest: request }) }),
        WITHDRAW_SUCCESS_MS,
      );
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  return (
    <form className="funds-form" noValidate onSubmit={(e) => void submit(e)}>
      <fieldset className="funds-block">
        <legend>{t('amount.title')}</legend>
        <AmountInput
          value={amount}
          onChange={setAmount}
          quick={WITHDRAW_QUICK_AMOUNTS}
          hint={t('amount.range', { min: formatTaka(WITHDRAW_MIN), max: formatTaka(WITHDRAW_MAX) })}
        />
      </fieldset>

      <fieldset className="funds-block">
        <legend>{t('withdraw.accountTitle')}</legend>
        <Field
          label={t('withdraw.accountNumber')}
          name="account_number"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={11}
          placeholder="01XXXXXXXXX"
          value={account}
          onChange={(e) => setAccount(digitsOnly(e.target.value))}
        />
      </fieldset>

      <fieldset className="funds-block">
        <legend>{t('withdraw.method')}</legend>
        {generalLoading ? (
          <MethodsLoading />
        ) : closed ? (
          <EmptyState>{t('withdraw.noMethods')}</EmptyState>
        ) : (
          <QueryState
            query={all}
            loading={<MethodsLoading />}
            error={t('deposit.methodsError')}
            isEmpty={() => methods.length === 0}
            empty={<EmptyState>{t('withdraw.noMethods')}</EmptyState>}
          >
            {() => (
              <div className="method-grid">
                {methods.map((m) => (
                  <label key={m.name} className="method-card" data-checked={m.name === methodName ? 'true' : undefined}>
                    <input type="radio" name="method" checked={m.name === methodName} onChange={() => setMethodName(m.name)} />
                    <img src={imageSrc(m.icon)} alt="" width={40} height={40} loading="lazy" />
                    <span className="method-name">{m.name}</span>
                  </label>
                ))}
              </div>
            )}
          </QueryState>
        )}
      </fieldset>

      <section className="funds-reminders" aria-labelledby="reminders-title">
        <h2 id="reminders-title">{t('withdraw.remindersTitle')}</h2>
        <ul>
          <li>{t('withdraw.reminder1')}</li>
          <li>{t('withdraw.reminder2')}</li>
          <li>{t('withdraw.reminder3')}</li>
        </ul>
      </section>

      {success && (
        <p className="alert alert-success" role="status">
          {success}
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-block funds-submit" disabled={submitting || !!success} aria-busy={submitting}>
        {submitting ? t('submitting') : t('withdraw.submit')}
      </button>
      <NoticeModal notice={notice} onClose={() => setNotice(null)} />
    </form>
  );
}

function MethodsLoading() {
  return (
    <div className="method-grid">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={84} />
      ))}
    </div>
  );
}
