import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import type { SportName } from '../../api/contract/exchange';
import { QueryState } from '../../ui/QueryState';
import { Tabs } from '../../ui/Tabs';
import { EventGroups } from './EventList';
import { ExchangeLayout } from './ExchangeLayout';
import { useSportsEvents } from './hooks';
import { ListSkeleton, NoData } from './ListStates';
import { byStart, groupBySport } from './logic/events';

type Filter = 'all' | SportName;

/** /exchange: the events of each sport with their state; a row opens the odds page. */
export function ExchangeHomePage() {
  const { t } = useTranslation('exchange');
  const [filter, setFilter] = useState<Filter>('all');
  const { events, failed, query, retry } = useSportsEvents();
  const shownFailed = useMemo(() => failed.filter((s) => filter === 'all' || s === filter), [failed, filter]);
  const groups = useMemo(() => {
    const open = events.filter((e) => e.Status !== 'closed' && (filter === 'all' || e.sport === filter));
    const live = open.filter((e) => e.Status === 'inplay').sort(byStart);
    const later = open.filter((e) => e.Status !== 'inplay').sort(byStart);
    return groupBySport([...live, ...later]);
  }, [events, filter]);

  return (
    <ExchangeLayout title={t('home.title')}>
      <Link to="/exchange-redirect" className="xc-promo">
        <span>
          <strong>{t('home.fullTitle')}</strong>
          <small>{t('home.fullBody')}</small>
        </span>
        <span aria-hidden="true">›</span>
      </Link>
      <Tabs
        label={t('home.filter')}
        idPrefix="xc-home"
        value={filter}
        onChange={setFilter}
        tabs={[
          { id: 'all', label: t('home.all') },
          { id: 'cricket', label: t('sport.cricket') },
          { id: 'soccer', label: t('sport.soccer') },
          { id: 'tennis', label: t('sport.tennis') },
        ]}
      />
      <div role="tabpanel" aria-labelledby={`xc-home-${filter}`}>
        <QueryState
          query={query}
          loading={<ListSkeleton />}
          error={t('loadError')}
          isEmpty={() => groups.length === 0 && shownFailed.length === 0}
          empty={<NoData />}
        >
          {() => <EventGroups groups={groups} failed={shownFailed} onRetry={retry} inplayOf={(e) => e.Status === 'inplay'} previousPath="/exchange" />}
        </QueryState>
      </div>
    </ExchangeLayout>
  );
}
