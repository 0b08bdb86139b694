import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SportName } from '../../api/contract/exchange';
import { sportsKeys, sportsQueries } from '../../api/queries-exchange';
import { type PollJob, useDataSaver, usePoll } from '../../poller';
import { exchangeConfig, ODDS_POLL_DATA_SAVER_MS, ODDS_POLL_MS, STALE_AFTER_MS, STREAM_HEIGHT } from './config';
import { ExchangeLayout } from './ExchangeLayout';
import { bookmakerRows, fancyRows, firstMatchOdds } from './logic/markets';
import { extractScoreFrameUrl } from './logic/score-board';
import { buildStreamUrl } from './logic/stream';
import { BookmakerBlock, FancyBlock, MatchOddsBlock } from './OddsBlocks';

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

/** Same-origin frames get no same-origin rights; a third-party player keeps its own origin. */
function sandboxFor(url: string): string {
  const same = new URL(url).origin === exchangeConfig.origin();
  return same ? 'allow-scripts allow-presentation' : 'allow-scripts allow-same-origin allow-presentation';
}

function StreamFrame({ eventId, title }: { eventId: string; title: string }) {
  const { t } = useTranslation('exchange');
  const ip = useQuery(sportsQueries.ip());
  useEffect(() => {
    if (ip.error) console.warn('ip lookup failed', ip.error);
  }, [ip.error]);
  const url = ip.data ? buildStreamUrl(exchangeConfig.streamTemplate(), { origin: exchangeConfig.origin(), eventId, ip: ip.data.ip }) : null;
  return (
    <section className="xc-frame" style={{ height: STREAM_HEIGHT }} aria-label={t('odds.stream')}>
      {url ? (
        <iframe
          title={t('odds.streamTitle', { name: title })}
          src={url}
          height={STREAM_HEIGHT}
          width="100%"
          sandbox={sandboxFor(url)}
          allow="autoplay; fullscreen; picture-in-picture"
          data-testid="stream-frame"
        />
      ) : (
        <p className="xc-frame-wait">{t('odds.loadingStream')}</p>
      )}
    </section>
  );
}

function ScoreFrame({ eventId, title }: { eventId: string; title: string }) {
  const { t } = useTranslation('exchange');
  const board = useQuery(sportsQueries.scoreBoard(eventId));
  const url = useMemo(() => (board.data ? extractScoreFrameUrl(board.data) : null), [board.data]);
  useEffect(() => {
    if (board.error) console.warn('live score board failed', board.error);
    else if (board.data && !url) console.warn('live score board holds no safe frame address');
  }, [board.error, board.data, url]);
  return (
    <section className="xc-frame xc-score" aria-label={t('odds.score')}>
      {url ? (
        <iframe title={t('odds.scoreTitle', { name: title })} src={url} height={180} width="100%" sandbox={sandboxFor(url)} data-testid="score-frame" />
      ) : (
        <p className="xc-frame-wait">{t('odds.loadingScore')}</p>
      )}
    </section>
  );
}

/** "Live" while answers keep coming; after 5 s without fresh data, a stale warning. Re-renders only itself. */
function FreshnessBadge({ lastUpdate }: { lastUpdate: number }) {
  const { t } = useTranslation('exchange');
  const [mountedAt] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  const since = lastUpdate || mountedAt;
  const stale = now - since > STALE_AFTER_MS;
  return (
    <span className={`xc-fresh ${stale ? 'xc-fresh-stale' : ''}`} role="status" data-testid="odds-freshness" data-stale={stale}>
      {stale ? t('odds.stale', { seconds: Math.round((now - since) / 1000) }) : lastUpdate ? t('odds.live') : ''}
    </span>
  );
}

/** /odds-view: title with In-Play marker, stream and score frames, match odds, bookmaker and fancy. */
export function OddsPage({ marketId, eventId, selectedSport, previousPath }: OddsPageProps) {
  const { t } = useTranslation('exchange');
  const dataSaver = useDataSaver();
  const job = useMemo(() => (marketId && eventId ? oddsJob(marketId, eventId) : null), [marketId, eventId]);
  usePoll(job);
  // the poller writes these; the page only reads them
  const oddsQ = useQuery({ ...sportsQueries.matchOdds(marketId), enabled: false, staleTime: Number.POSITIVE_INFINITY, gcTime: 30_000 });
  const eventQ = useQuery({ ...sportsQueries.event(eventId), enabled: false, staleTime: Number.POSITIVE_INFINITY, gcTime: 30_000 });
  const list = useQuery(sportsQueries.events(selectedSport));
  const name = list.data?.find((e) => String(e.EventId) === eventId)?.Event ?? '';

  const odds = firstMatchOdds(oddsQ.data);
  const book = useMemo(() => bookmakerRows(eventQ.data, eventId), [eventQ.data, eventId]);
  const fancy = useMemo(() => fancyRows(eventQ.data, eventId), [eventQ.data, eventId]);
  const lastUpdate = Math.max(oddsQ.dataUpdatedAt, eventQ.dataUpdatedAt);

  return (
    <ExchangeLayout>
      <div className="xc-odds-head">
        <Link to={previousPath as '/exchange'} className="icon-btn xc-backlink" aria-label={t('odds.back_nav')}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </Link>
        <h1 className="xc-odds-title">
          {t(`sport.${selectedSport}`)}
          {odds?.inplay && <span className="xc-inplay-marker">{t('status.inplay')}</span>}
        </h1>
        <FreshnessBadge lastUpdate={lastUpdate} />
      </div>
      {name && <p className="xc-odds-event">{name}</p>}
      <p className="xc-poll-note">{dataSaver ? t('odds.dataSaver') : t('odds.pollNote')}</p>
      <StreamFrame eventId={eventId} title={name} />
      <ScoreFrame eventId={eventId} title={name} />
      {odds ? (
        <MatchOddsBlock odds={odds} />
      ) : (
        <p className="xc-loading" role="status">
          {t('odds.loading')}
        </p>
      )}
      <BookmakerBlock rows={book} />
      <FancyBlock rows={fancy} />
    </ExchangeLayout>
  );
}
