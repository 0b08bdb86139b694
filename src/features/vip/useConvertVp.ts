import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { isApiError, markStale, mutate } from '../../api';
import { vipMutations } from '../../api/calls/vip';
import { refreshBalance } from '../wallet';
import { nonceFor } from './logic';
import { useSingleFlight } from '../../ui/useSingleFlight';

function newNonce(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2, 12)}`;
}

interface Attempt {
  points: string;
  nonce: string;
}

/**
 * Converts VP to money. Each amount keeps its nonce until a success answer: a retry after a timeout
 * (the first request may have gone through) sends the same nonce, and the server refuses it instead
 * of converting twice. The server's "already sent" (409) also retires the nonce, so converting the
 * same amount again afterwards is a new conversion. One request at a time.
 */
export function useConvertVp(remoteId: string, on: { success: (serverWords: string) => void; error: (e: unknown) => void }) {
  const qc = useQueryClient();
  const pending = useRef(new Map<string, string>());
  const input = (a: Attempt) => ({ remote_id: remoteId, vip_coin: a.points, nonce: a.nonce });
  const retire = (a: Attempt) => {
    if (pending.current.get(a.points) === a.nonce) pending.current.delete(a.points);
  };
  const mutation = useSingleFlight({
    mutationFn: (a: Attempt) => mutate(vipMutations.convert, input(a), qc),
    onSuccess: (r, a) => {
      retire(a);
      refreshBalance(qc);
      on.success(r.message);
    },
    onError: (e, a) => {
      if (isApiError(e) && e.status === 409) {
        retire(a);
        // already converted: what a success makes stale is stale now too
        void markStale(vipMutations.convert, input(a), qc);
        refreshBalance(qc);
      }
      on.error(e);
    },
  });
  const convert = (points: string) => {
    mutation.mutate({ points, nonce: nonceFor(pending.current, points, newNonce) });
  };
  return { convert, isPending: mutation.isPending };
}
