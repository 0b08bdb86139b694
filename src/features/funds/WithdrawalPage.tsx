import { useEffect, useRef, useState } from 'react';
import { imageSrc } from '../../api';
import { useTranslation } from '../../i18n/react';
import { digitsOnly } from '../../lib/digits';
import { formatTaka } from '../../lib/money';
import { EmptyState, Skeleton } from '../../ui/EmptyState';
import { Field } from '../../ui/Field';
import { QueryState } from '../../ui/QueryState';
import { useVerification } from '../account';
import { useGeneral } from '../site';
import { AmountInput } from './AmountInput';
import { withdrawDraft } from './flow-state';
import { FundsFrame } from './FundsFrame';
import { usePaymentMethods } from './hooks';
import { NoticeModal } from './NoticeModal';
import { type MethodOption, WITHDRAW_QUICK_AMOUNTS } from './rules';
import { useWithdraw } from './useWithdraw';

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

/** The account number starts as the player's verified phone; it stays editable. */
function useAccountNumber(firstPhone: string | undefined) {
  const [account, setAccount] = useState('');
  const prefilled = useRef(false);
  useEffect(() => {
    if (firstPhone && !prefilled.current) {
      prefilled.current = true;
      setAccount((a) => a || firstPhone);
    }
  }, [firstPhone]);
  return [account, setAccount] as const;
}

function WithdrawalForm() {
  const { t } = useTranslation(['funds', 'common']);
  const verification = useVerification();
  const { general, isLoading: generalLoading } = useGeneral();
  const closed = general !== undefined && Number(general.withdrawal_status) === 0;
  const all = usePaymentMethods();
  const methods = closed ? [] : all.methods;
  const [draft] = useState(withdrawDraft.load);
  const [amount, setAmount] = useState(draft?.amount ?? '');
  const [account, setAccount] = useAccountNumber(verification.verifiedPhones[0]);
  const [methodName, setMethodName] = useState(draft?.methodName ?? '');
  const method = methods.find((m) => m.name === methodName);
  const { submit, success, submitting, notice, closeNotice } = useWithdraw(t, verification, { amount, account, method });
  useEffect(() => {
    if (!success) withdrawDraft.save({ methodName, amount });
  }, [methodName, amount, success]);

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
          <MethodChoice query={all} methods={methods} chosen={methodName} onChoose={setMethodName} />
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
      <NoticeModal notice={notice} onClose={closeNotice} />
    </form>
  );
}

/** The methods a withdrawal can go to, as cards to choose one from. */
function MethodChoice({
  query,
  methods,
  chosen,
  onChoose,
}: {
  query: ReturnType<typeof usePaymentMethods>;
  methods: MethodOption[];
  chosen: string;
  onChoose: (name: string) => void;
}) {
  const { t } = useTranslation('funds');
  return (
    <QueryState
      query={query}
      loading={<MethodsLoading />}
      error={t('deposit.methodsError')}
      isEmpty={() => methods.length === 0}
      empty={<EmptyState>{t('withdraw.noMethods')}</EmptyState>}
    >
      {() => (
        <div className="method-grid">
          {methods.map((m) => (
            <label key={m.name} className="method-card" data-checked={m.name === chosen ? 'true' : undefined}>
              <input type="radio" name="method" checked={m.name === chosen} onChange={() => onChoose(m.name)} />
              <img src={imageSrc(m.icon)} alt="" width={40} height={40} loading="lazy" />
              <span className="method-name">{m.name}</span>
            </label>
          ))}
        </div>
      )}
    </QueryState>
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
