import { hashKey, type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import type { SportName } from '../../api/contract/exchange';
import { sportsCalls, sportsQueries } from '../../api/calls/exchange';
import { type PollJob, pollJob, useDataSaver, usePoll } from '../../poller';
import { STALE_AFTER_MS } from './config';
import { CollapsibleStream, OneClickSettings } from './bets/OddsTools';
import { ExchangeLayout } from './ExchangeLayout';
import { POLLED } from './hooks';
import { ToInplay } from './ListStates';
import { inplayOf } from './logic/markets';
import { BookmakerBlock, MatchOddsBlock } from './OddsBlocks';
import { FancyBlock } from './FancyBlock';
import { ScoreFrame, StreamFrame } from './OddsFrames';

export interface OddsPageProps {
  marketId: string;
  eventId: string;
  selectedSport: SportName;
  previousPath: string;
}

/** The match odds and the event are ONE job: sent together every 300 ms (1 s to save data), never overlapping. */
function oddsJob(marketId: string, eventId: string): PollJob {
  return pollJob({
    id: `odds:${marketId}:${eventId}`,
    calls: [sportsCalls.matchOdds(marketId), sportsCalls.event(eventId)],
  });
}

/**
 * "Live" while answers keep coming; after 5 s without fresh data, a stale warning. It reads the
 * answers' times once a second and renders only when its text changes (not on every update).
 */
function FreshnessBadge({ keys }: { keys: readonly QueryKey[] }) {
  const { t } = useTranslation('exchange');
  const qc = useQueryClient();
  const [text, setText] = useState<{ stale: boolean; seconds: number; live: boolean }>({ stale: false, seconds: 0, live: false });
  useEffect(() => {
    const mountedAt = Date.now();
    // looked up by hash: getQueryState would resolve each key's defaults on every tick
    const hashes = keys.map((k) => hashKey(k));
    const cache = qc.getQueryCache();
    const tick = () => {
      const last = Math.max(0, ...hashes.map((h) => cache.get(h)?.state.dataUpdatedAt ?? 0));
      const age = Date.now() - (last || mountedAt);
      const stale = age > STALE_AFTER_MS;
      const seconds = stale ? Math.round(age / 1000) : 0;
      const live = last > 0;
      // the same object while nothing shown changes: React skips the render
      setText((v) => (v.stale === stale && v.seconds === seconds && v.live === live ? v : { stale, seconds, live }));
    };
    tick();
    const id = setInterval(tick, 1000);
    return () => clearInterval(id);
  }, [keys, qc]);
  return (
    <span className={`xc-fresh ${text.stale ? 'xc-fresh-stale' : ''}`} role="status" data-testid="odds-freshness" data-stale={text.stale}>
      {text.stale ? t('odds.stale', { seconds: text.seconds }) : text.live ? t('odds.live') : ''}
    </span>
  );
}

/** Title with the In-Play marker: re-renders only when inplay flips. */
function OddsTitle({ marketId, sport }: { marketId: string; sport: SportName }) {
  const { t } = useTranslation('exchange');
  const inplay = useQuery({ ...sportsQueries.matchOdds(marketId), ...POLLED, select: inplayOf }).data;
  return (
    <h1 className="xc-odds-title">
      {t(`sport.${sport}`)}
      {inplay && <span className="xc-inplay-marker">{t('status.inplay')}</span>}
    </h1>
  );
}

/** /odds-view: title with In-Play marker, stream and score frames, match odds, bookmaker and fancy. */
export function OddsPage({ marketId, eventId, selectedSport, previousPath }: OddsPageProps) {
  const { t } = useTranslation('exchange');
  const dataSaver = useDataSaver();
  const job = useMemo(() => (marketId && eventId ? oddsJob(marketId, eventId) : null), [marketId, eventId]);
  usePoll(job);
  const keys = useMemo(() => job?.calls.map((c) => c.queryKey) ?? [], [job]);
  const list = useQuery(sportsQueries.events(selectedSport));
  const name = list.data?.find((e) => String(e.EventId) === eventId)?.Event ?? '';

  // a bookmark or a shared link without its match: nothing to poll, a way to pick one
  if (!job)
    return (
      <ExchangeLayout>
        <ToInplay message={t('odds.noMatch')} label={t('odds.toInplay')} />
      </ExchangeLayout>
    );

  return (
    <ExchangeLayout>
      <div className="xc-odds-head">
        <Link to={previousPath as '/exchange'} className="icon-btn xc-backlink" aria-label={t('odds.back_nav')}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </Link>
        <OddsTitle marketId={marketId} sport={selectedSport} />
        <FreshnessBadge keys={keys} />
      </div>
      {/* always there (a space until the name arrives): the markets below never jump under a finger */}
      <p className="xc-odds-event">{name || '\u00a0'}</p>
      <p className="xc-poll-note">{dataSaver ? t('odds.dataSaver') : t('odds.pollNote')}</p>
      <CollapsibleStream>
        <StreamFrame eventId={eventId} title={name} />
      </CollapsibleStream>
      <ScoreFrame eventId={eventId} title={name} />
      <OneClickSettings />
      <div className="xc-odds-markets">
        <MatchOddsBlock eventId={eventId} marketId={marketId} />
        <BookmakerBlock eventId={eventId} marketId={marketId} />
        <FancyBlock eventId={eventId} marketId={marketId} />
      </div>
    </ExchangeLayout>
  );
}
