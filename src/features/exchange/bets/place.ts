import type { QueryClient } from '@tanstack/react-query';
import { isApiError, mutate } from '../../../api';
import { betMutations } from '../../../api/calls/exchange-bets';
import { PlaceBetRefusal } from '../../../api/contract/exchange-bets';
import { isOffline } from '../../../lib/offline';
import * as v from 'valibot';
import type { Slip } from './slip-store';

export function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2, 12)}`;
}

/** How a placement ended, for the slip (or the one-click line) to show. */
export type PlaceOutcome =
  | { kind: 'placed'; matched: boolean }
  | { kind: 'refused'; code: string; serverText: string | null; odds?: number; run?: number | null }
  /** no answer: the same key may be sent again (a retry applies once) */
  | { kind: 'network'; offline: boolean };

/** Price text on the wire: match odds with up to two decimals, rates as whole numbers. */
const oddsText = (slip: Slip, odds: number) => (slip.kind === 'odds' ? String(Math.round(odds * 100) / 100) : String(Math.round(odds)));

/**
 * Sends one bet (never queued: offline it is refused before anything is sent). The caller keeps
 * `key` for a retry after a network failure and makes a new one after any answer.
 */
export async function sendBet(qc: QueryClient, slip: Slip, odds: number, stakeTaka: string, key: string): Promise<PlaceOutcome> {
  if (isOffline()) return { kind: 'network', offline: true };
  try {
    const a = await mutate(
      betMutations.place,
      {
        idempotency_key: key,
        market: slip.kind,
        event_id: slip.eventId,
        market_id: slip.marketId,
        selection_id: slip.selectionId,
        side: slip.side,
        odds: oddsText(slip, odds),
        ...(slip.kind === 'fancy' && slip.run !== undefined ? { run: slip.run } : {}),
        stake: stakeTaka,
      },
      qc,
    );
    return { kind: 'placed', matched: a.bet.matched };
  } catch (e) {
    if (!isApiError(e) || e.isNetwork) return { kind: 'network', offline: isApiError(e) && e.kind === 'offline' };
    const body = v.safeParse(PlaceBetRefusal, e.body);
    const r = body.success ? body.output : undefined;
    return {
      kind: 'refused',
      code: r?.code ?? String(e.status ?? 'error'),
      serverText: e.fromServer ? e.messageOr(e.message) : null,
      ...(r?.odds !== undefined ? { odds: Number(r.odds), run: r.run ?? null } : {}),
    };
  }
}
