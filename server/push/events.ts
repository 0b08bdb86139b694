import type { PushKind } from '../../src/api/contract/push';
import type { LimitKind, LimitPeriod } from '../../src/api/contract/responsible';

/**
 * What a push tells of, as the outbox keeps it: the facts of the event (amounts in paisa, instants as
 * ISO text), never words: they are written in each subscription's language when sent (words.ts).
 */
export type PushEvent =
  | { event: 'deposit_approved' | 'deposit_refused' | 'withdrawal_paid' | 'withdrawal_refused'; data: { id: number; amount: number; at: string } }
  | { event: 'bet_settled'; data: { transaction_id: string; status: 'WON' | 'LOST' | 'VOID'; net: number; event_name: string; selection: string; at: string } }
  | { event: 'message'; data: { id: number; title: string } }
  | { event: 'limit_effective'; data: { kind: LimitKind; period: LimitPeriod; amount: number | null; at: string } };

export type PushEventName = PushEvent['event'];

/** The switch each event is sent under. */
export const KIND_OF: Record<PushEventName, PushKind> = {
  deposit_approved: 'money',
  deposit_refused: 'money',
  withdrawal_paid: 'money',
  withdrawal_refused: 'money',
  bet_settled: 'bets',
  message: 'messages',
  limit_effective: 'responsible',
};
