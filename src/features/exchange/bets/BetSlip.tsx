import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { betQueries } from '../../../api/calls/exchange-bets';
import type { TFunction } from '../../../i18n';
import { useTranslation } from '../../../i18n/react';
import { useShown } from '../../../i18n/use-shown';
import type { Shown } from '../../../lib/shown-numbers';
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

type Terms = ReturnType<typeof betTerms>;

interface PlaceInput {
  slip: Slip;
  t: TFunction;
  qc: QueryClient;
  /** the exchange account, once known: its available balance caps the liability */
  account: { available: string } | undefined;
  typed: { odds: string; run: number | undefined; stake: string };
  read: { oddsNum: number; stakeP: number | null; terms: Terms | null };
  setOdds: (odds: string) => void;
  setRun: (run: number) => void;
}

/**
 * Place Bet: the stake, odds and balance checked here, then the bet sent once; the same bet keeps
 * its idempotency key until an answer comes. A refusal with new odds (and run) puts them in the slip.
 */
function useBetPlacing({ slip, t, qc, account, typed, read, setOdds, setRun }: PlaceInput) {
  const [message, setMessage] = useState<{ text: string; tone: 'error' | 'info' } | null>(null);
  const [busy, setBusy] = useState(false);
  const [blocked, setBlocked] = useState(false);
  const inFlight = useRef(false);
  const key = useRef<{ sig: string; key: string } | null>(null);
  const outcomeText = useOutcomeText();
  const { odds, run, stake } = typed;
  const { oddsNum, stakeP, terms } = read;

  const place = async () => {
    if (inFlight.current) return;
    if (stakeP === null || stakeP < MIN_STAKE_PAISA) return setMessage({ text: t('slip.minStake'), tone: 'error' });
    if (slip.kind === 'odds' && !(oddsNum >= 1.01 && oddsNum <= 1000)) return setMessage({ text: t('slip.badOdds'), tone: 'error' });
    const available = account ? stakePaisa(account.available) : null;
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
  return { message, busy, blocked, setBlocked, place };
}

interface OddsFieldProps {
  id: string;
  kind: Slip['kind'];
  odds: string;
  oddsNum: number;
  run: number | undefined;
  onOdds: (odds: string) => void;
}

/** Match odds: a stepper on the price ladder; bookmaker and fancy: the fixed rate (and run). */
function SlipOddsField({ id, kind, odds, oddsNum, run, onOdds }: OddsFieldProps) {
  const { t } = useTranslation('exchange');
  if (kind !== 'odds') {
    return (
      <p className="xc-slip-fixed" data-testid="slip-odds">
        {kind === 'fancy' ? t('slip.runRate', { run, rate: odds }) : t('slip.rate', { rate: odds })}
      </p>
    );
  }
  return (
    <div className="xc-slip-odds">
      <label htmlFor={`${id}-odds`}>{t('slip.odds')}</label>
      <div className="xc-stepper">
        <button type="button" className="btn" aria-label={t('slip.oddsDown')} onClick={() => onOdds(String(ladderStep(oddsNum || 1.01, -1)))}>
          −
        </button>
        <input id={`${id}-odds`} inputMode="decimal" autoComplete="off" maxLength={7} value={odds} onChange={(e) => onOdds(e.target.value)} />
        <button type="button" className="btn" aria-label={t('slip.oddsUp')} onClick={() => onOdds(String(ladderStep(oddsNum || 1.01, 1)))}>
          +
        </button>
      </div>
    </div>
  );
}

function QuickStakes({ fmt, onStake }: { fmt: Shown; onStake: (stake: string) => void }) {
  const { t } = useTranslation('exchange');
  return (
    <fieldset className="xc-quick">
      <legend className="visually-hidden">{t('slip.quick')}</legend>
      {QUICK_STAKES.map((q) => (
        <button key={q} type="button" className="btn" onClick={() => onStake(String(q))}>
          {fmt.digits(formatTaka(q).replace(/\.00$/, ''))}
        </button>
      ))}
    </fieldset>
  );
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
  const oddsNum = Number(latinDigits(odds));
  const stakeP = stakePaisa(stake);
  const terms = stakeP !== null && oddsNum > 0 ? betTerms(slip.kind, slip.side, stakeP, oddsNum) : null;
  const typed = { odds, run, stake };
  const { message, busy, blocked, setBlocked, place } = useBetPlacing({
    slip,
    t,
    qc,
    account: account.data,
    typed,
    read: { oddsNum, stakeP, terms },
    setOdds,
    setRun,
  });
  useLayoutEffect(keepAnchorInPlace, []);

  const sideLabel = slip.kind === 'fancy' ? t(slip.side === 'back' ? 'odds.yes' : 'odds.no') : t(slip.side === 'back' ? 'odds.back' : 'odds.lay');

  return (
    <section className="xc-slip" data-side={slip.side} aria-label={t('slip.label', { name: slip.name, side: sideLabel })} data-testid="bet-slip">
      <p className="xc-slip-head">
        <strong>{slip.name}</strong>
        <span className={`xc-slip-side xc-slip-${slip.side}`}>{sideLabel}</span>
      </p>
      <div className="xc-slip-fields">
        <SlipOddsField id={id} kind={slip.kind} odds={odds} oddsNum={oddsNum} run={run} onOdds={setOdds} />
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
      <QuickStakes fmt={fmt} onStake={setStake} />
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
