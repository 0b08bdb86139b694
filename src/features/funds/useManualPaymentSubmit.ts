import type { QueryClient } from '@tanstack/react-query';
import type { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { isApiError, mutate } from '../../api';
import { fundsMutations } from '../../api/calls/funds';
import type { Words } from '../../i18n';
import { serverText } from '../../i18n/server-text';
import { useSingleFlight } from '../../ui/useSingleFlight';
import { depositDraft, flowStore, type PaymentFlow, paymentDraft, requestStore } from './flow-state';
import type { PickedReceipt } from './receipts';
import { uploadReceipts } from './receipts';
import { outcomeUnknown } from './rules';

/** How long the pending panel shows before the payment-request screen. */
const PENDING_PANEL_MS = 2000;

interface ManualPayment {
  flow: PaymentFlow;
  remoteId: string;
  chosenPhone: string;
  trxId: string;
  receipts: PickedReceipt[];
  amountText: string;
  qc: QueryClient;
  navigate: ReturnType<typeof useNavigate>;
  setDone: (done: boolean) => void;
  setError: (words: Words | null) => void;
}

/**
 * The manual payment sent once: the receipts, then the e-wallet confirmation or the deposit; on
 * success the flow's drafts are cleared and the payment-request screen follows the pending panel.
 */
export function useManualPaymentSubmit({ flow, remoteId, chosenPhone, trxId, receipts, amountText, qc, navigate, setDone, setError }: ManualPayment) {
  const leaveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(leaveTimer.current), []);
  return useSingleFlight({
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
}
