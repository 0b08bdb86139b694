import { useQuery } from '@tanstack/react-query';
import type { PaymentMethodsAnswer } from '../../api/contract/funds';
import { fundsQueries } from '../../api/calls/funds';
import type * as v from 'valibot';

type Methods = v.InferOutput<typeof PaymentMethodsAnswer>;

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

function listOf(answer: Methods | undefined) {
  if (!answer) return [];
  return Array.isArray(answer) ? answer : answer.pgs;
}

/**
 * The footers' payment marks follow the payment methods the platform lists (GET payment-methods):
 * `active` the names of the methods a player can use now, once each, in the platform's order;
 * `isOff(id)` whether a mark names a method the platform lists only as inactive (e.g. UPAY).
 * Until the list is known no mark is claimed: the phone footer shows none, the desktop's spec marks stay.
 * `loading`: the list is on its way (not when it failed or waits for a connection).
 */
export function usePaymentMarks(): { active: string[]; isOff: (mark: string) => boolean; loading: boolean } {
  const query = useQuery(fundsQueries.paymentMethods());
  const list = listOf(query.data);
  const active = [...new Set(list.filter((m) => m.status === 'active').map((m) => m.name))];
  const activeKeys = active.map(norm);
  const listedKeys = list.map((m) => norm(m.name));
  const isOff = (mark: string) => {
    const key = norm(mark);
    return listedKeys.some((k) => k.startsWith(key)) && !activeKeys.some((k) => k.startsWith(key));
  };
  return { active, isOff, loading: query.isLoading };
}
