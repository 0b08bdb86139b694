import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useLang } from '../../i18n/react';
import type { EventDetail } from '../../api/contract/exchange';
import { sportsQueries } from '../../api/calls/exchange';
import { POLLED } from './hooks';
import type { SizeUnits } from './live-price';
import type { RowHead } from './logic/markets';

/** The digits and units a row's cells write their numbers with (new with the language). */
export function useSizeUnits(t: (key: string) => string): SizeUnits {
  const lang = useLang();
  return useMemo(() => ({ lang, thousand: t('odds.thousand'), million: t('odds.million') }), [lang, t]);
}
/** The heads of one kind of event rows; equal heads keep their array, so price and state moves render nothing here. */
export function useEventHeads(eventId: string, heads: (d: EventDetail | undefined, eventId: string) => RowHead[]): readonly RowHead[] {
  const select = useCallback((d: EventDetail) => heads(d, eventId), [heads, eventId]);
  return useQuery({ ...sportsQueries.event(eventId), ...POLLED, select }).data ?? NONE;
}
const NONE: readonly RowHead[] = [];
