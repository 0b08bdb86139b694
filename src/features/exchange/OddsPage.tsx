import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventDetail, SportName } from '../../api/contract/exchange';
import { sportsKeys, sportsQueries } from '../../api/queries-exchange';
import { type PollJob, useDataSaver, usePoll } from '../../poller';
import { ODDS_POLL_DATA_SAVER_MS, ODDS_POLL_MS, STALE_AFTER_MS } from './config';
import { ExchangeLayout } from './ExchangeLayout';
import { bookmakerRows, fancyRows, firstMatchOdds } from './logic/markets';
import { BookmakerBlock, FancyBlock, MatchOddsBlock } from './OddsBlocks';
import { ScoreFrame, StreamFrame } from './OddsFrames';

export interface OddsPageProps {
  marketId: string;
  eventId: string;
  selectedSport: SportName;
  previousPath: string;
}

/** The match odds and the event are ONE job: sent together every 300 ms (1 s to save data), never overlapping. */
export function oddsJob(marketId: string, eventId: string): PollJob {
  return {
    id: `odds:${marketId}:${eventId}`,
    intervalMs: ODDS_POLL_MS,
    dataSaverIntervalMs: ODDS_POLL_DATA_SAVER_MS,
    private: false,
    calls: [
      { endpoint: 'matchOdds', params: { marketId }, queryKey: sportsKeys.matchOdds(marketId) },
      { endpoint: 'sportsEvent', params: { eventId }, queryKey: sportsKeys.event(eventId) },
    ],
  };
}

/** The poller writes these answers; the page only reads them, each part picking what it shows. */
const polled = { enabled: false, staleTime: Number.POSITIVE_INFINITY, gcTime: 30_000 } as const;

/**
 * "Live" while answers keep coming; after 5 s without fresh data, a stale warning. It reads the
 * answers' times once a second instead of re-rendering on every update.
 */
function FreshnessBadge({ keys }: { keys: readonly QueryKey[] }) {
  const { t } = useTranslation('exchange');
  const qc = useQueryClient();
  const [mountedAt] = useState(() => Date.now());
  const [view, setView] = useState({ last: 0, now: mountedAt });
  useEffect(() => {
    const tick = () => {
      const last = Math.max(0, ...keys.map((k) => qc.getQueryState(k)?.dataUpdatedAt ?? 0));
      setView((v) => {
        const now = Date.now();
        const stale = now - (last || mountedAt) > STALE_AFTER_MS;
        const wasStale = v.now - (v.last || mountedAt) > STALE_AFTER_MS;
        // keep the same state (no render) while "Live" stays "Live"; the stale text counts seconds
        if (!stale && !wasStale && !!v.last === !!last) return v;
        return { last, now };
      });
    };
    tick();
    const id = setInterval(tick, 1000);
    return () => clearInterval(id);
  }, [keys, qc, mountedAt]);
  const since = view.last || mountedAt;
  const stale = view.now - since > STALE_AFTER_MS;
  return (
    <span className={`xc-fresh ${stale ? 'xc-fresh-stale' : ''}`} role="status" data-testid="odds-freshness" data-stale={stale}>
      {stale ? t('odds.stale', { seconds: Math.round((view.now - since) / 1000) }) : view.last ? t('odds.live') : ''}
    </span>
  );
}

/** Title with the In-Play marker: re-renders only when inplay flips. */
function OddsTitle({ marketId, sport }: { marketId: string; sport: SportName }) {
  const { t } = useTranslation('exchange');
  const inplay = useQuery({ ...sportsQueries.matchOdds(marketId), ...polled, select: (a) => firstMatchOdds(a)?.inplay ?? false }).data;
  return (
    <h1 className="xc-odds-title">
      {t(`sport.${sport}`)}
      {inplay && <span className="xc-inplay-marker">{t('status.inplay')}</span>}
    </h1>
  );
}

function MatchOddsSection({ marketId }: { marketId: string }) {
  const { t } = useTranslation('exchange');
  const odds = useQuery({ ...sportsQueries.matchOdds(marketId), ...polled, select: firstMatchOdds }).data;
  return odds ? (
    <MatchOddsBlock odds={odds} />
  ) : (
    <p className="xc-loading" role="status">
      {t('odds.loading')}
    </p>
  );
}

/** Bookmaker and fancy rows come from the event answer; structural sharing keeps unchanged rows' objects. */
function EventMarkets({ eventId }: { eventId: string }) {
  const book = useQuery({ ...sportsQueries.event(eventId), ...polled, select: useCallback((d: EventDetail) => bookmakerRows(d, eventId), [eventId]) });
  const fancy = useQuery({ ...sportsQueries.event(eventId), ...polled, select: useCallback((d: EventDetail) => fancyRows(d, eventId), [eventId]) });
  return (
    <>
      <BookmakerBlock rows={book.data ?? NONE} />
      <FancyBlock rows={fancy.data ?? NONE} />
    </>
  );
}
const NONE: never[] = [];

/** /odds-view: title with In-Play marker, stream and score frames, match odds, bookmaker and fancy. */
export function OddsPage({ marketId, eventId, selectedSport, previousPath }: OddsPageProps) {
  const { t } = useTranslation('exchange');
  const dataSaver = useDataSaver();
  const job = useMemo(() => (marketId && eventId ? oddsJob(marketId, eventId) : null), [marketId, eventId]);
  usePoll(job);
  const keys = useMemo(() => job?.calls.map((c) => c.queryKey) ?? [], [job]);
  const list = useQuery(sportsQueries.events(selectedSport));
  const name = list.data?.find((e) => String(e.EventId) === eventId)?.Event ?? '';

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
      {name && <p className="xc-odds-event">{name}</p>}
      <p className="xc-poll-note">{dataSaver ? t('odds.dataSaver') : t('odds.pollNote')}</p>
      <StreamFrame eventId={eventId} title={name} />
      <ScoreFrame eventId={eventId} title={name} />
      <MatchOddsSection marketId={marketId} />
      <EventMarkets eventId={eventId} />
    </ExchangeLayout>
  );
}
