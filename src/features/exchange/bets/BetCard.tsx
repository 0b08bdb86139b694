import type { ReactNode } from 'react';
import type { ExchangeBetItem } from '../../../api/contract/exchange-bets';
import { useTranslation } from '../../../i18n/react';
import { useShown } from '../../../i18n/use-shown';
import { Money } from '../../../ui/Money';

const TONE: Record<string, string> = { WON: 'success', LOST: 'danger' };

/** A time in Dhaka with its GMT+6 label. */
export function DhakaAt({ at }: { at: string }) {
  const fmt = useShown();
  return <time dateTime={at}>{fmt.dateTimeZone(at)}</time>;
}

/** Signed taka, green for a win and red for a loss. */
export function NetAmount({ value }: { value: string | number }) {
  const n = Number(value);
  return (
    <span className={n > 0 ? 'xc-pl-win' : n < 0 ? 'xc-pl-loss' : undefined}>
      <Money value={value} />
    </span>
  );
}

/** One exchange bet: event, market and selection, side, its state, and its figures. */
export function BetCard({ bet, children }: { bet: ExchangeBetItem; children?: ReactNode }) {
  const { t } = useTranslation(['exchange', 'records']);
  const fmt = useShown();
  const side = bet.market === 'fancy' ? t(bet.bet_type === 'back' ? 'odds.yes' : 'odds.no') : t(bet.bet_type === 'back' ? 'odds.back' : 'odds.lay');
  const open = bet.status === 'open';
  return (
    <li className="xc-bet" data-side={bet.bet_type} data-testid="exchange-bet" data-status={bet.status}>
      <div className="xc-bet-top">
        <strong>{bet.event_name}</strong>
        <span className="xc-tag" data-tone={TONE[bet.status]}>
          {open ? (bet.matched ? t('bets.matched') : t('bets.unmatched')) : t(`records:exchange.status_${bet.status}`)}
        </span>
      </div>
      <div>
        {bet.market_name} · {bet.selection_name} · <strong>{side}</strong>
      </div>
      <dl>
        <div>
          <dt>{bet.run ? t('bets.run') : t('bets.odds')}</dt>
          <dd>{fmt.digits(bet.run ? `${bet.run} @ ${bet.odds}` : bet.odds)}</dd>
        </div>
        <div>
          <dt>{t('bets.stake')}</dt>
          <dd>
            <Money value={bet.stake} />
          </dd>
        </div>
        {open ? (
          <div>
            <dt>{bet.bet_type === 'back' ? t('bets.profit') : t('bets.liability')}</dt>
            <dd>
              <Money value={bet.bet_type === 'back' ? bet.potential_profit : bet.potential_liability} />
            </dd>
          </div>
        ) : (
          <div>
            <dt>{t('history.net')}</dt>
            <dd data-testid="bet-net">
              <NetAmount value={bet.net_profit_loss} />
            </dd>
          </div>
        )}
      </dl>
      <small>
        {t('bets.placed')}: <DhakaAt at={bet.created_at} />
        {bet.settled_at && (
          <>
            {' · '}
            {t('history.settled')}: <DhakaAt at={bet.settled_at} />
          </>
        )}
      </small>
      {children}
    </li>
  );
}
