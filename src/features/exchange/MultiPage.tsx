import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from '../../i18n/react';
import { sportsCalls, sportsQueries } from '../../api/calls/exchange';
import { pollJob, usePoll } from '../../poller';
import { SportIcon } from './EventList';
import { ExchangeLayout } from './ExchangeLayout';
import { ListSkeleton, ToInplay } from './ListStates';
import { POLLED } from './hooks';
import { inplayOf } from './logic/markets';
import { type PinnedMarket, removePin, usePins } from './multi-store';
import { MatchOddsBlock } from './OddsBlocks';

/** One pinned market, polled on its own (a market that is gone does not stall the others). */
function PinnedCard({ pin }: { pin: PinnedMarket }) {
  const { t } = useTranslation('exchange');
  const job = useMemo(() => pollJob({ id: `multi:${pin.marketId}`, calls: [sportsCalls.pinnedOdds(pin.marketId)] }), [pin.marketId]);
  usePoll(job);
  const inplay = useQuery({ ...sportsQueries.matchOdds(pin.marketId), ...POLLED, select: inplayOf }).data;
  const headingId = `xc-multi-${pin.eventId}`;
  return (
    <article className="xc-multi-card" data-testid="multi-card" aria-labelledby={`${headingId}-name`}>
      <header className="xc-multi-head">
        <SportIcon sport={pin.sport} />
        <h2 id={`${headingId}-name`} className="xc-multi-name">
          <Link to="/odds-view" search={{ marketId: pin.marketId, eventId: pin.eventId, selectedSport: pin.sport, previousPath: '/exchange-multi' }}>
            {pin.name}
          </Link>
        </h2>
        {inplay && <span className="xc-inplay-marker">{t('status.inplay')}</span>}
        <button type="button" className="icon-btn" aria-label={t('multi.remove', { name: pin.name })} onClick={() => void removePin(pin.eventId)}>
          ✕
        </button>
      </header>
      <MatchOddsBlock eventId={pin.eventId} marketId={pin.marketId} headingId={headingId} level={3} />
    </article>
  );
}

/** /exchange-multi: the pinned events' match odds side by side, each removable. */
export function MultiPage() {
  const { t } = useTranslation('exchange');
  const { pins, loaded } = usePins();
  return (
    <ExchangeLayout title={t('multi.title')}>
      {!loaded ? (
        <ListSkeleton rows={2} />
      ) : pins.length === 0 ? (
        <ToInplay message={t('multi.empty')} label={t('multi.browse')} />
      ) : (
        <div className="xc-multi-grid">
          {pins.map((p) => (
            <PinnedCard key={p.eventId} pin={p} />
          ))}
        </div>
      )}
    </ExchangeLayout>
  );
}
