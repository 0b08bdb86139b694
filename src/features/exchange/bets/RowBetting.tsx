import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ExchangeBetItem } from '../../../api/contract/exchange-bets';
import { betQueries } from '../../../api/calls/exchange-bets';
import { useTranslation } from '../../../i18n/react';
import { runnerPosition } from '../../../lib/exchange-book';
import { useShown } from '../../../i18n/use-shown';
import { hasPrice, type Quote } from '../live-price';
import { BetSlip } from './BetSlip';
import { toBook } from './book';
import { useOutcomeText } from './outcome-text';
import { newIdempotencyKey, sendBet } from './place';
import { useBetPrefs } from './prefs';
import { closeSlip, openSlip, type Slip, showResult, useResultFor, useSlipFor } from './slip-store';

/** Under a row: its open bet slip, or for a few seconds the result of the last bet. */
export function SlipSlot({ rowId }: { rowId: string }) {
  const slip = useSlipFor(rowId);
  const result = useResultFor(rowId);
  if (slip) return <BetSlip key={`${slip.side}:${slip.odds}`} slip={slip} />;
  if (!result) return null;
  return (
    <p className={`xc-bet-result xc-bet-result-${result.tone}`} role="status" data-testid="bet-result">
      {result.text}
    </p>
  );
}

/**
 * What a tap on a price does: opens the slip at that price, or with one-click betting on, places
 * the chosen stake at once and shows the result in place.
 */
export function usePick(base: Omit<Slip, 'side' | 'odds' | 'run'>) {
  const prefs = useBetPrefs();
  const qc = useQueryClient();
  const text = useOutcomeText();
  const { rowId, kind, eventId, marketId, selectionId, name } = base;
  return useCallback(
    (side: Slip['side'], q: Quote | undefined, el: Element | null) => {
      if (!hasPrice(q)) return;
      // fancy: the cell shows the run as its price and the rate under it
      const slip: Slip =
        kind === 'fancy'
          ? { rowId, kind, eventId, marketId, selectionId, name, side, odds: q.size ?? 100, run: q.price }
          : { rowId, kind, eventId, marketId, selectionId, name, side, odds: q.price };
      if (!prefs.oneClick) return openSlip(slip, el);
      // one-click: no slip at all; one left open from before would hide the result in its place
      closeSlip();
      void sendBet(qc, slip, slip.odds, String(prefs.oneClickStake), newIdempotencyKey()).then((out) =>
        showResult(rowId, text(out), out.kind === 'placed' ? 'success' : 'error'),
      );
    },
    [prefs.oneClick, prefs.oneClickStake, qc, text, rowId, kind, eventId, marketId, selectionId, name],
  );
}

/** A runner's position: what the player's matched bets on this market make if it wins. */
export function RunnerPosition({ marketKey, selectionId }: { marketKey: string; selectionId: string }) {
  const { t } = useTranslation('exchange');
  const fmt = useShown();
  const select = useCallback(
    (a: { data: ExchangeBetItem[] }) => {
      const bets = a.data.filter((b) => b.market_key === marketKey && b.matched).map(toBook);
      return bets.length ? runnerPosition(bets, selectionId) : null;
    },
    [marketKey, selectionId],
  );
  const pos = useQuery({ ...betQueries.open(), select }).data;
  if (pos === null || pos === undefined) return null;
  return (
    <small className="xc-pos" data-tone={pos < 0 ? 'loss' : 'win'} data-testid="runner-position">
      <span className="visually-hidden">{t('slip.position')} </span>
      {fmt.taka(pos / 100)}
    </small>
  );
}
