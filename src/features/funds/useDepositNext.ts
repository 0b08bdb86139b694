import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { errorText, mutate } from '../../api';
import { fundsMutations } from '../../api/calls/funds';
import type { ChannelItem } from '../../api/contract/funds';
import { formatTaka } from '../../lib/money';
import { isOffline } from '../../lib/offline';
import { isPhoneVerified, useVerification } from '../account';
import { flowStore, type PaymentFlow } from './flow-state';
import { hasPending, useFreshTransactions } from './hooks';
import type { Notice } from './NoticeModal';
import { promotionMinimumMissed, useDepositPromotions } from './PromotionChoice';
import { depositNextError, type MethodOption, paymentIdFor } from './rules';

/** What the player chose on the deposit form. */
export interface DepositChoice {
  amount: string;
  method: MethodOption | undefined;
  channel: ChannelItem | undefined;
  promotionId: number | null;
}

/** Asks the server for the account to pay to (an e-wallet's own request, or a wallet number): the payment to make, or null when none came. */
async function paymentFlowFor(method: MethodOption, channel: ChannelItem, { amount, promotionId }: DepositChoice): Promise<PaymentFlow | null> {
  const base = {
    amount,
    icon: method.icon,
    methodId: paymentIdFor(method, channel.account_type),
    methodName: method.name,
    accountType: channel.account_type,
    promotionId,
    startedAt: Date.now(),
  };
  if (method.isEwallet) {
    const r = await mutate(fundsMutations.ewaRequest, { amount, type: channel.account_type, provider: method.name, promotion: promotionId });
    return { ...base, accountNumber: r.number, ewallet: { transaction: r.transaction, number: r.number } };
  }
  const list = await mutate(fundsMutations.walletNumber, { name: method.name, account_type: channel.account_type, amount });
  const first = list[0];
  return first ? { ...base, accountNumber: first.account_number } : null;
}

/**
 * The deposit's Next: the checks with the latest verification and transactions, then the account to pay
 * to, then on to the payment screen; what refuses it shows in a notice.
 */
export function useDepositNext(choice: DepositChoice) {
  const navigate = useNavigate();
  const verification = useVerification();
  const freshTransactions = useFreshTransactions();
  const promotions = useDepositPromotions();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const { amount, method, channel, promotionId } = choice;

  /** The notice that refuses the deposit, or null when it may go on. */
  const refusal = async (): Promise<Notice | null> => {
    const [[userRes, phonesRes], txs] = await Promise.all([verification.refetch(), freshTransactions()]);
    if (!userRes.data) return { text: (t) => errorText(userRes.error, t('errorTryAgain')) };
    const check = depositNextError({
      phoneVerified: isPhoneVerified(userRes.data.data, phonesRes.data?.data ?? []),
      hasPendingDeposit: hasPending(txs, 'deposit'),
      amount,
      method,
      channel,
    });
    if (check) return { text: (t) => t(`check.${check}`), link: check === 'verifyPhone' ? { to: '/profile', label: (t) => t('goToProfile') } : undefined };
    // the server refuses it too, but only after the player would have paid
    const missed = promotionMinimumMissed(
      promotions.offered.find((p) => p.id === promotionId),
      amount,
    );
    if (missed) return { text: (t) => t('deposit.promotionMinimum', { amount: formatTaka(missed) }) };
    return null;
  };

  const next = async () => {
    if (busy) return;
    if (isOffline()) {
      setNotice({ text: (t) => t('common:offlineMoney') });
      return;
    }
    setBusy(true);
    try {
      const refused = await refusal();
      if (refused) {
        setNotice(refused);
        return;
      }
      if (!method || !channel) return;
      const flow = await paymentFlowFor(method, channel, choice);
      if (!flow) {
        setNotice({ text: (t) => t('errorTryAgain') });
        return;
      }
      flowStore.save(flow);
      await navigate({ to: '/make-payment', state: (prev) => ({ ...prev, paymentFlow: flow }) });
    } catch (e) {
      setNotice({ text: (t) => errorText(e, t('errorTryAgain')) });
    } finally {
      setBusy(false);
    }
  };

  return { next, busy, notice, closeNotice: () => setNotice(null) };
}
