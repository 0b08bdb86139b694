import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { useShown } from '../../../i18n/use-shown';
import { CASH_OUT_PERCENTS, type CashOutKind, type CashOutPercent, cashOutQuote } from '../../../lib/cash-out';
import type { BookBet } from '../../../lib/exchange-book';
import { Modal } from '../../../ui/Modal';
import type { MarketPrices } from '../logic/cash-out-prices';
import { type CashOutOutcome, sendCashOut } from './cash-out-send';
import { newIdempotencyKey } from './place';

interface Props {
  kind: CashOutKind;
  eventId: string;
  marketId: string;
  bets: BookBet[];
  /** how many of the player's bets on the market still wait unmatched (the cash out cancels them) */
  waiting: number;
  prices: MarketPrices | undefined;
  onDone: (text: string) => void;
  onClose: () => void;
}

/**
 * The confirmation of a cash out: how much of the position (all, or 75/50/25 %), the amount it locks
 * and the bets it will place, live with the prices; the amount confirmed is the one sent, and the
 * server places nothing when its own is lower (the dialog then says the new amount).
 */
export function CashOutDialog({ kind, eventId, marketId, bets, waiting, prices, onDone, onClose }: Props) {
  const { t } = useTranslation(['exchange', 'common']);
  const fmt = useShown();
  const qc = useQueryClient();
  const [percent, setPercent] = useState<CashOutPercent>(100);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // kept for a retry after no answer (the server applies it once); a new one after any answer
  const [key, setKey] = useState(newIdempotencyKey);
  const quote = prices?.open ? cashOutQuote(kind, bets, prices.runners, percent) : null;
  const ready = quote?.ok === true;
  const nameOf = (id: string) => prices?.runners.find((r) => r.selectionId === id)?.name ?? id;

  const words = (o: CashOutOutcome): string => {
    if (o.kind === 'network') return o.offline ? t('common:offlineMoney') : t('cashOut.noAnswer');
    if (o.kind === 'done') return t('cashOut.done', { amount: fmt.taka(o.amount) });
    if (o.code === 'cash_out_changed' && o.amount !== undefined) return t('cashOut.changed', { amount: fmt.taka(o.amount) });
    if (o.code === 'cash_out_unavailable') return t('cashOut.unavailable');
    if (o.code === 'no_position') return t('cashOut.nothing');
    return o.serverText ?? t('cashOut.failed');
  };

  const confirm = async () => {
    if (!quote?.ok || sending) return;
    setSending(true);
    setError(null);
    const out = await sendCashOut(qc, { key, kind, eventId, marketId, percent, amount: quote.amount });
    setSending(false);
    if (out.kind !== 'network') setKey(newIdempotencyKey());
    if (out.kind === 'done') onDone(words(out));
    else setError(words(out));
  };

  const footer = (
    <>
      <button type="button" className="btn" onClick={onClose}>
        {t('cashOut.cancel')}
      </button>
      <button type="button" className="btn btn-primary" disabled={!ready || sending} onClick={() => void confirm()}>
        {sending ? t('cashOut.sending') : t('cashOut.confirm')}
      </button>
    </>
  );
  return (
    <Modal open title={t('cashOut.title')} onClose={onClose} closeLabel={t('common:close')} footer={footer}>
      <div className="xc-cashout-dialog" data-testid="cash-out-dialog">
        <fieldset className="xc-cashout-share">
          <legend>{t('cashOut.share')}</legend>
          {[...CASH_OUT_PERCENTS].reverse().map((p) => (
            <label key={p}>
              <input type="radio" name="cash-out-share" checked={percent === p} onChange={() => setPercent(p)} />
              {p === 100 ? t('cashOut.all') : t('cashOut.percent', { percent: p })}
            </label>
          ))}
        </fieldset>
        {quote?.ok ? (
          <>
            <p className="xc-cashout-amount" data-tone={quote.amount < 0 ? 'loss' : 'win'} data-testid="cash-out-amount">
              {t(percent === 100 ? 'cashOut.locks' : 'cashOut.locksPart', { amount: fmt.taka(quote.amount / 100) })}
            </p>
            <p>{t('cashOut.bets')}</p>
            <ul className="xc-cashout-bets">
              {quote.bets.map((b) => (
                <li key={`${b.selectionId}:${b.side}`}>
                  {t(b.side === 'lay' ? 'cashOut.layBet' : 'cashOut.backBet', { name: nameOf(b.selectionId), stake: fmt.taka(b.stake / 100), odds: b.odds })}
                </li>
              ))}
            </ul>
            {waiting > 0 && <p>{t('cashOut.cancelsWaiting', { count: waiting })}</p>}
          </>
        ) : (
          <p>{t('cashOut.unavailable')}</p>
        )}
        {error && (
          <p className="xc-cashout-error" role="alert" data-testid="cash-out-error">
            {error}
          </p>
        )}
      </div>
    </Modal>
  );
}
