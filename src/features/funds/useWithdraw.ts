import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { errorText, isApiError, mutate } from '../../api';
import type { ResultOf } from '../../api/calls/define';
import { fundsMutations } from '../../api/calls/funds';
import type { TFunction } from '../../i18n';
import { serverText } from '../../i18n/server-text';
import { useWords } from '../../i18n/words';
import { isOffline } from '../../lib/offline';
import { useSessionValue } from '../../session';
import { isPhoneVerified, type useVerification } from '../account';
import { refreshBalance } from '../wallet';
import { requestStore, withdrawDraft } from './flow-state';
import { hasPending, useFreshTransactions } from './hooks';
import type { Notice } from './NoticeModal';
import { eligibilityLink, type MethodOption, outcomeUnknown, withdrawError } from './rules';

/** How long 'Withdrawal successful!' shows before the payment-request screen. */
const WITHDRAW_SUCCESS_MS = 1500;

/** What the player chose on the withdrawal form. */
export interface WithdrawChoice {
  amount: string;
  account: string;
  method: MethodOption | undefined;
}

/** The server's refusal of the eligibility check: its own words, with a link to the page that helps. */
function ineligibleNotice(err: unknown): Notice {
  if (!isApiError(err) || err.status !== 400) return { text: (t) => errorText(err, t('anError')) };
  // which page helps is read from the server's own words; they already say what to do
  const to = eligibilityLink(err.fromServer ? err.message : '');
  return {
    text: (t) => err.messageOr(to === '/profile' ? t('anError') : t('withdraw.completeTurnover')),
    link: to === '/profile' ? { to, label: (t) => t('goToProfile') } : { to, label: (t) => t('withdraw.goToTurnover') },
  };
}

/** The eligibility check, then the withdrawal itself: the notice that refuses it, or null when the server took it. */
async function sendWithdrawal(remoteId: string, { amount, account }: WithdrawChoice, method: MethodOption, qc: QueryClient): Promise<Notice | null> {
  try {
    await mutate(fundsMutations.withdrawCheck, { remote_id: remoteId });
  } catch (err) {
    return ineligibleNotice(err);
  }
  let answer: ResultOf<typeof fundsMutations.submitWithdraw.endpoint>;
  try {
    answer = await mutate(
      fundsMutations.submitWithdraw,
      { remote_id: remoteId, account_number: account.trim(), amount, payment_id: method.isEwallet ? 0 : method.id, provider: method.name },
      qc,
    );
  } catch (err) {
    return { text: (t) => (outcomeUnknown(err) ? t('withdraw.unconfirmed') : errorText(err, t('errorTryAgain'))) };
  }
  if (answer.success === false) {
    const said = answer.message ?? answer.error ?? '';
    return { text: (t) => serverText(said) || t('withdraw.unknown') };
  }
  return null;
}

/**
 * The withdrawal's submit: the checks with the latest verification and transactions, the server's calls,
 * then 'Withdrawal successful!' and on to the payment request; what refuses it shows in a notice.
 */
export function useWithdraw(t: TFunction, verification: ReturnType<typeof useVerification>, choice: WithdrawChoice) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const remoteId = useSessionValue('remote_id') ?? '';
  const freshTransactions = useFreshTransactions();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [success, setSuccess] = useWords(t);
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  const leaveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(leaveTimer.current), []);
  const { amount, account, method } = choice;

  /** The notice of a check that refuses the withdrawal before the server is asked, or null. */
  const refusal = async (): Promise<Notice | null> => {
    const [[userRes, phonesRes], txs] = await Promise.all([verification.refetch(), freshTransactions()]);
    if (!userRes.data) return { text: (t) => errorText(userRes.error, t('anError')) };
    const check = withdrawError({
      phoneVerified: isPhoneVerified(userRes.data.data, phonesRes.data?.data ?? []),
      hasPendingWithdraw: hasPending(txs, 'withdraw'),
      amount,
      accountNumber: account,
      method,
    });
    if (!check) return null;
    return { text: (t) => t(`check.${check}`), link: check === 'verifyPhone' ? { to: '/profile', label: (t) => t('goToProfile') } : undefined };
  };

  const succeeded = (method: MethodOption) => {
    setSuccess((t) => t('withdraw.success'));
    withdrawDraft.clear();
    refreshBalance(qc);
    const request = { kind: 'withdraw' as const, amount: `${amount}.00`, icon: method.icon, methodName: method.name, startedAt: Date.now() };
    requestStore.save(request);
    leaveTimer.current = setTimeout(
      () => void navigate({ to: '/payment-request', state: (prev) => ({ ...prev, paymentRequest: request }) }),
      WITHDRAW_SUCCESS_MS,
    );
  };

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
      const refused = await refusal();
      if (refused) {
        setNotice(refused);
        return;
      }
      if (!method) return;
      const notTaken = await sendWithdrawal(remoteId, choice, method, qc);
      if (notTaken) setNotice(notTaken);
      else succeeded(method);
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  return { submit, success, submitting, notice, closeNotice: () => setNotice(null) };
}
