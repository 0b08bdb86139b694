import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { betQueries } from '../../../api/calls/exchange-bets';
import { useTranslation } from '../../../i18n/react';
import { useShown } from '../../../i18n/use-shown';
import { latinDigits } from '../../../lib/digits';
import { betTerms } from '../../../lib/exchange-book';
import { formatTaka } from '../../../lib/money';
import { ladderStep } from '../../../lib/price-ladder';
import { MarketBlockPopup } from '../../market-block';
import { newIdempotencyKey, sendBet } from './place';
import { QUICK_STAKES } from './prefs';
import { useOutcomeText } from './outcome-text';
import { closeSlip, keepAnchorInPlace, type Slip, showResult } from './slip-store';

const MIN_STAKE_PAISA = 10_00;

/** Taka typed (Bangla digits too) as paisa; null when not an amount. */
function stakePaisa(text: string): number | null {
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(latinDigits(text.trim()));
  return m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : null;
}

/**
 * The bet slip under the tapped row: selection and side, odds (editable on match odds, fixed on
 * bookmaker and fancy, with the run on fancy), stake with quick stakes, profit or liability, Place
 * Bet and Cancel. A bet is sent once: a second tap while it is on its way does nothing, and a retry
 * after a lost answer carries the same idempotency key.
 */
export function BetSlip({ slip }: { slip: Slip }) {
  const { t } = useTranslation('exchange');
  const fmt = useShown();

  const qc = useQueryClient();
  const id = useId();
  const account = useQuery(betQueries.account());
  const [odds, setOdds] = useState(String(slip.odds));
  const [run, setRun] = useState(slip.run);
  const [stake, setStake] = useState('');
  const [message, setMessage] = useState<{ text: string; tone: 'error' | 'info' } | null>(null);
  const [busy, setBusy] = useState(false);
  const [blocked, setBlocked] = useState(false);
  const inFlight = useRef(false);
  const key = useRef<{ sig: string; key: string } | null>(null);
  const outcomeText = useOutcomeText();
  useLayoutEffect(keepAnchorInPlace, []);

  const oddsNum = Number(latinDigits(odds));
  const stakeP = stakePaisa(stake);
  const terms = stakeP !== null && oddsNum > 0 ? betTerms(slip.kind, slip.side, stakeP, oddsNum) : null;
  const sideLabel = slip.kind === 'fancy' ? t(slip.side === 'back' ? 'odds.yes' : 'odds.no') : t(slip.side === 'back' ? 'odds.back' : 'odds.lay');

  const place = async () => {
    if (inFlight.current) return;
    if (stakeP === null || stakeP < MIN_STAKE_PAISA) return setMessage({ text: t('slip.minStake'), tone: 'error' });
    if (slip.kind === 'odds' && !(oddsNum >= 1.01 && oddsNum <= 1000)) return setMessage({ text: t('slip.badOdds'), tone: 'error' });
    const available = account.data ? stakePaisa(account.data.available) : null;
    if (terms && available !== null && terms.liability > available) return setMessage({ text: t('slip.insufficient'), tone: 'error' });
    // the same bet keeps its key until an answer comes: a retry after a lost answer applies once
    const sig = `${odds}|${run ?? ''}|${stake}`;
    if (key.current?.sig !== sig) key.current = { sig, key: newIdempotencyKey() };
    inFlight.current = true;
    setBusy(true);
    setMessage(null);
    const out = await sendBet(qc, { ...slip, run }, oddsNum, latinDigits(stake.trim()), key.current.key);
    inFlight.current = false;
    setBusy(false);
    if (out.kind !== 'network') key.current = null;
    if (out.kind === 'placed') {
      closeSlip();
      showResult(slip.rowId, outcomeText(out), 'success');
      return;
    }
    if (out.kind === 'refused' && out.code === 'blocked') setBlocked(true);
    if (out.kind === 'refused' && out.odds !== undefined) {
      setOdds(String(out.odds));
      if (out.run !== undefined && out.run !== null) setRun(out.run);
    }
    setMessage({ text: outcomeText(out), tone: 'error' });
  };

  return (
    <section className="xc-slip" data-side={slip.side} aria-label={t('slip.label', { name: slip.name, side: sideLabel })} data-testid="bet-slip">
      <p className="xc-slip-head">
        <strong>{slip.name}</strong>
        <span className={`xc-slip-side xc-slip-${slip.side}`}>{sideLabel}</span>
      </p>
      <div className="xc-slip-fields">
        {slip.kind === 'odds' ? (
          <div className="xc-slip-odds">
            <label htmlFor={`${id}-odds`}>{t('slip.odds')}</label>
            <div className="xc-stepper">
              <button type="button" className="btn" aria-label={t('slip.oddsDown')} onClick={() => setOdds(String(ladderStep(oddsNum || 1.01, -1)))}>
                −
              </button>
              <input id={`${id}-odds`} inputMode="decimal" autoComplete="off" maxLength={7} value={odds} onChange={(e) => setOdds(e.target.value)} />
              <button type="button" className="btn" aria-label={t('slip.oddsUp')} onClick={() => setOdds(String(ladderStep(oddsNum || 1.01, 1)))}>
                +
              </button>
            </div>
          </div>
        ) : (
          <p className="xc-slip-fixed" data-testid="slip-odds">
            {slip.kind === 'fancy' ? t('slip.runRate', { run, rate: odds }) : t('slip.rate', { rate: odds })}
          </p>
        )}
        <div className="xc-slip-stake">
          <label htmlFor={`${id}-stake`}>{t('slip.stake')}</label>
          <input
            id={`${id}-stake`}
            inputMode="decimal"
            autoComplete="off"
            maxLength={12}
            placeholder="0"
            value={stake}
            onChange={(e) => setStake(e.target.value)}
          />
        </div>
      </div>
      <fieldset className="xc-quick">
        <legend className="visually-hidden">{t('slip.quick')}</legend>
        {QUICK_STAKES.map((q) => (
          <button key={q} type="button" className="btn" onClick={() => setStake(String(q))}>
            {fmt.digits(formatTaka(q).replace(/\.00$/, ''))}
          </button>
        ))}
      </fieldset>
      <p className="xc-slip-terms" data-testid="slip-terms">
        {slip.side === 'back' ? t('slip.profit') : t('slip.liability')}:{' '}
        <strong>{fmt.taka(((slip.side === 'back' ? terms?.profit : terms?.liability) ?? 0) / 100)}</strong>
      </p>
      {message && (
        <p className={message.tone === 'error' ? 'error-text' : 'xc-slip-info'} role="alert">
          {message.text}
        </p>
      )}
      <div className="xc-slip-actions">
        <button type="button" className="btn" onClick={closeSlip}>
          {t('slip.cancel')}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => void place()} disabled={busy} aria-busy={busy}>
          {busy ? t('slip.placing') : t('slip.place')}
        </button>
      </div>
      {blocked && <MarketBlockPopup open onClose={() => setBlocked(false)} />}
    </section>
  );
}
