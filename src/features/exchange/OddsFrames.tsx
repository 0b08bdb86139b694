import { useQuery } from '@tanstack/react-query';
import { memo, useEffect, useMemo } from 'react';
import { useTranslation } from '../../i18n/react';
import { sportsQueries } from '../../api/queries-exchange';
import { exchangeConfig, STREAM_HEIGHT } from './config';
import { extractScoreFrameUrl } from './logic/score-board';
import { buildStreamUrl } from './logic/stream';

/** Same-origin frames get no same-origin rights; a third-party player keeps its own origin. */
function sandboxFor(url: string): string {
  const same = new URL(url).origin === exchangeConfig.origin();
  return same ? 'allow-scripts allow-presentation' : 'allow-scripts allow-same-origin allow-presentation';
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
        <p className="xc-frame-wait">{t('odds.loadingStream')}</p>
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
        <p className="xc-frame-wait">{t('odds.loadingScore')}</p>
      )}
    </section>
  );
});
