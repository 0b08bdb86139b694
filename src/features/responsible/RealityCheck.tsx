import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { responsibleQueries } from '../../api/calls/responsible';
import { useTranslation } from '../../i18n/react';
import { formatTaka } from '../../lib/money';
import { useSessionValue } from '../../session';
import { ActionDialog } from '../../ui/ActionDialog';
import { isDue, type PlayClockState } from './reality/clock-state';
import { startPlayClock } from './reality/play-clock';
import './responsible.css';

/**
 * The reality check on a game page: counts play on the browser's one clock and, every 30 or 60
 * minutes of it (the player's choice; off by default), stops to show the time played and the net
 * result, with Continue and Stop playing. Stop playing in any tab closes every open game.
 */
export function RealityCheck({ onStop }: { onStop: () => void }) {
  const token = useSessionValue('token');
  const settings = useQuery({ ...responsibleQueries.session(), enabled: !!token });
  const minutes = settings.data?.reality_check ?? 0;
  const minutesRef = useRef(minutes);
  minutesRef.current = minutes;
  const [clock, setClock] = useState<PlayClockState | null>(null);
  const controls = useRef<ReturnType<typeof startPlayClock> | null>(null);
  const openedAt = useRef(Date.now());
  const stopRef = useRef(onStop);
  stopRef.current = onStop;

  useEffect(() => {
    if (!token) return;
    const c = startPlayClock(token, () => minutesRef.current, setClock);
    controls.current = c;
    return () => {
      c.end();
      controls.current = null;
    };
  }, [token]);

  const stoppedAt = clock?.stoppedAt ?? 0;
  useEffect(() => {
    if (stoppedAt > openedAt.current) stopRef.current();
  }, [stoppedAt]);

  if (!clock || !isDue(clock, minutes)) return null;
  return (
    <RealityDialog
      playedMs={clock.playedMs}
      onContinue={() => controls.current?.continuePlaying()}
      onStop={() => {
        controls.current?.stopPlaying();
        stopRef.current();
      }}
    />
  );
}

function RealityDialog({ playedMs, onContinue, onStop }: { playedMs: number; onContinue: () => void; onStop: () => void }) {
  const { t } = useTranslation(['responsible', 'common']);
  // the net result as the ledger has it now, asked for each time the dialog opens
  const session = useQuery({ ...responsibleQueries.session(), refetchOnMount: 'always' });
  const net = session.data && !session.isFetching ? t('reality.net', { amount: formatTaka(session.data.net) }) : t('reality.netLoading');
  return (
    <ActionDialog
      title={t('reality.dialogTitle')}
      onClose={onContinue}
      closeLabel={t('common:close')}
      actionsClassName="rg-reality-actions"
      actions={[
        { label: t('reality.continue'), onClick: onContinue, primary: true },
        { label: t('reality.stop'), onClick: onStop },
      ]}
    >
      <div className="rg-reality-facts" data-testid="reality-check">
        <p>{t('reality.played', { minutes: Math.floor(playedMs / 60_000) })}</p>
        <p aria-live="polite">{net}</p>
      </div>
    </ActionDialog>
  );
}
