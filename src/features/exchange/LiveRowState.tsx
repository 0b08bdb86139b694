import { useQuery } from '@tanstack/react-query';
import { memo, type RefObject, useCallback, useEffect } from 'react';
import type { EventDetail } from '../../api/contract/exchange';
import { sportsQueries } from '../../api/calls/exchange';
import { useTranslation } from '../../i18n/react';
import { POLLED } from './hooks';
import type { RowState } from './logic/row-state';

/**
 * A bookmaker or fancy row's state (Ball Running or Suspend over its prices). It follows the polled
 * answer on its own: when a row's state flips, this renders, never the row or its market; it also
 * keeps the row's data-state in step (an attribute no style reads: nothing moves when it is set).
 */
export const LiveRowState = memo(function LiveRowState({
  eventId,
  rowKey,
  stateOf,
  rowRef,
}: {
  eventId: string;
  rowKey: string;
  stateOf: (d: EventDetail | undefined, eventId: string, key: string) => RowState;
  rowRef: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation('exchange');
  const select = useCallback((d: EventDetail) => stateOf(d, eventId, rowKey), [stateOf, eventId, rowKey]);
  const state = useQuery({ ...sportsQueries.event(eventId), ...POLLED, select }).data ?? 'open';
  // after the commit: the row's ref is attached only after its children's layout effects ran
  useEffect(() => {
    const row = rowRef.current;
    if (row && row.dataset.state !== state) row.dataset.state = state;
  }, [state, rowRef]);
  if (state === 'open') return null;
  return (
    <span className={`xc-overlay xc-overlay-${state}`} data-testid="row-state">
      {state === 'ballRunning' ? t('odds.ballRunning') : t('odds.suspend')}
    </span>
  );
});
