import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { TransactionItem } from '../../api/contract/transactions';
import { fundsQueries } from '../../api/calls/funds';
import { useSessionValue } from '../../session';
import { collapseMethods } from './rules';
import { transactionQueries } from '../../api/calls/transactions';

export function usePaymentMethods() {
  const q = useQuery(fundsQueries.paymentMethods());
  return { ...q, methods: collapseMethods(q.data) };
}

export function useTransactions() {
  const remoteId = useSessionValue('remote_id') ?? '';
  return useQuery({ ...transactionQueries.transactions(remoteId), enabled: remoteId !== '' });
}

/** Fresh transactions for a money check (a pending request may have been settled meanwhile). */
export function useFreshTransactions(): () => Promise<TransactionItem[]> {
  const qc = useQueryClient();
  const remoteId = useSessionValue('remote_id') ?? '';
  return useCallback(async () => (await qc.fetchQuery({ ...transactionQueries.transactions(remoteId), staleTime: 0 })).data, [qc, remoteId]);
}

export function hasPending(list: readonly TransactionItem[], action: 'deposit' | 'withdraw'): boolean {
  return list.some((t) => t.action === action && t.key === 0);
}
