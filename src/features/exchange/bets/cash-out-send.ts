import type { QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { isApiError, mutate } from '../../../api';
import { CashOutRefusal } from '../../../api/contract/exchange-bets';
import { betMutations } from '../../../api/calls/exchange-bets';
import type { CashOutKind, CashOutPercent } from '../../../lib/cash-out';
import { isOffline } from '../../../lib/offline';

export interface CashOutAsk {
  key: string;
  kind: CashOutKind;
  eventId: string;
  marketId: string;
  percent: CashOutPercent;
  /** paisa: the amount the player confirmed */
  amount: number;
}

export type CashOutOutcome =
  | { kind: 'done'; amount: string }
  | { kind: 'refused'; code: string; serverText: string | null; amount?: string }
  /** no answer: the same key may be sent again (a retry applies once) */
  | { kind: 'network'; offline: boolean };

const wire = (paisa: number) => `${paisa < 0 ? '-' : ''}${(Math.abs(paisa) / 100).toFixed(2)}`;

/** Sends one cash out (never queued: offline it is refused before anything is sent). */
export async function sendCashOut(qc: QueryClient, ask: CashOutAsk): Promise<CashOutOutcome> {
  if (isOffline()) return { kind: 'network', offline: true };
  try {
    const a = await mutate(
      betMutations.cashOut,
      {
        idempotency_key: ask.key,
        market: ask.kind,
        event_id: ask.eventId,
        market_id: ask.marketId,
        percent: ask.percent,
        amount: wire(ask.amount),
      },
      qc,
    );
    return { kind: 'done', amount: a.amount };
  } catch (e) {
    if (!isApiError(e) || e.isNetwork) return { kind: 'network', offline: isApiError(e) && e.kind === 'offline' };
    const body = v.safeParse(CashOutRefusal, e.body);
    const r = body.success ? body.output : undefined;
    return {
      kind: 'refused',
      code: r?.code ?? String(e.status ?? 'error'),
      serverText: e.fromServer ? e.messageOr(e.message) : null,
      ...(r?.amount !== undefined ? { amount: r.amount } : {}),
    };
  }
}
