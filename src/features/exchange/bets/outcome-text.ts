import { useCallback } from 'react';
import { useTranslation } from '../../../i18n/react';
import type { PlaceOutcome } from './place';

/** The words of a placement's outcome: the messages by code, else the server's own (localised). */
export function useOutcomeText(): (o: PlaceOutcome) => string {
  const { t } = useTranslation(['exchange', 'common']);
  return useCallback(
    (o: PlaceOutcome) => {
      if (o.kind === 'placed') return o.matched ? t('slip.placed') : `${t('slip.placed')} ${t('slip.unmatched')}`;
      if (o.kind === 'network') return o.offline ? t('common:offlineMoney') : t('slip.noAnswer');
      switch (o.code) {
        case 'min_stake':
          return o.serverText ?? t('slip.minStake');
        case 'suspended':
          return t('slip.suspended');
        case 'insufficient':
          return t('slip.insufficient');
        case 'odds_changed':
          return `${t('slip.oddsChanged')} ${o.run !== undefined && o.run !== null ? t('slip.newRunRate', { run: o.run, rate: o.odds }) : t('slip.newOdds', { odds: o.odds })}`;
        case 'blocked':
          return t('exchange:blocked');
        default:
          return o.serverText ?? t('slip.failed');
      }
    },
    [t],
  );
}
