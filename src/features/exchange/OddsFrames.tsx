import { useQuery } from '@tanstack/react-query';
import { memo, useEffect, useMemo } from 'react';
import { useTranslation } from '../../i18n/react';
import { sportsQueries } from '../../api/calls/exchange';
import { ErrorState } from '../../ui/EmptyState';
import { exchangeConfig, STREAM_HEIGHT } from './config';
import { extractScoreFrameUrl } from './logic/score-board';
import { buildStreamUrl } from './logic/stream';

/** Same-origin frames get no same-origin rights; a third-party player keeps its own origin. */
function sandboxFor(url: string): string {
  const same = new URL(url).origin === exchangeConfig.origin();
  return same ? 'allow-scripts allow-presentation' : 'allow-scripts allow-same-origin allow-presentation';
}

/**
 * What a frame shows without an address: the spec's loading text while its call runs, else (the call
 * failed, or its answer gave no usable address) a short message with Retry.
 */
function FrameWait({ failed, fetching, loading, error, onRetry }: { failed: boolean; fetching: boolean; loading: string; error: string; onRetry: () => void }) {
  const { t } = useTranslation('common');
  if (!failed || fetching) return <p className="xc-frame-wait">{loading}</p>;
  return <ErrorState message={error} onRetry={onRetry} retryLabel={t('retry')} />;
}

export const StreamFrame = memo(function StreamFrame({ eventId, title }: { eventId: string; title: string }) {
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
        <FrameWait
          failed={ip.isError || ip.isSuccess}
          fetching={ip.isFetching}
          loading={t('odds.loadingStream')}
          error={t('odds.streamError')}
          onRetry={() => void ip.refetch()}
        />
      )}
    </section>
  );
});

export const ScoreFrame = memo(function ScoreFrame({ eventId, title }: { eventId: string; title: string }) {
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
        <FrameWait
          failed={board.isError || board.isSuccess}
          fetching={board.isFetching}
          loading={t('odds.loadingScore')}
          error={t('odds.scoreError')}
          onRetry={() => void board.refetch()}
        />
      )}
    </section>
  );
});
