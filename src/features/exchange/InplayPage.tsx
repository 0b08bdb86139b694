import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { Field } from '../../ui/Field';
import { QueryState } from '../../ui/QueryState';
import { Tabs } from '../../ui/Tabs';
import { EventGroups } from './EventList';
import { ExchangeLayout } from './ExchangeLayout';
import { useInplayByMarket, useSportsEvents } from './hooks';
import { ListSkeleton, NoData } from './ListStates';
import { type InplayTab as Tab, loadInplayView, saveInplayView } from './inplay-view';
import { byStart, closedEvents, type ExchangeEvent, filterByDhakaDay, filterInplay, groupBySport, searchEvents } from './logic/events';

/** /exchange-inplay: In-Play (selected), Today, Tomorrow, Result and Search. */
export function InplayPage() {
  const { t } = useTranslation('exchange');
  const [kept] = useState(loadInplayView);
  const [tab, setTab] = useState<Tab>(kept.tab);
  const [query, setQuery] = useState(kept.query);
  useEffect(() => saveInplayView({ tab, query }), [tab, query]);
  const { events, failed, query: eventsQuery, retry, settled } = useSportsEvents();
  const { inplayByMarket, isLoading: oddsLoading } = useInplayByMarket(events);
  const inplayOf = (e: ExchangeEvent) => inplayByMarket.get(e.MarketId) ?? e.Status === 'inplay';

  const list = useMemo(() => {
    const now = Date.now();
    if (tab === 'inplay') return filterInplay(events, inplayByMarket);
    if (tab === 'today') return filterByDhakaDay(events, now, 0);
    if (tab === 'tomorrow') return filterByDhakaDay(events, now, 1);
    if (tab === 'result') return closedEvents(events);
    return searchEvents(events, query);
  }, [tab, events, inplayByMarket, query]);
  const groups = useMemo(() => groupBySport([...list].sort(byStart)), [list]);
  // the list shows whole: every sport's events, and on the in-play tab (which knows which events are
  // in play only from their odds) every market's odds; a list growing as answers arrive pushed the
  // groups down under a finger about to tap an event
  const oddsWaiting = !settled || (tab === 'inplay' && oddsLoading);

  return (
    <ExchangeLayout title={t('inplay.title')}>
      <Tabs
        label={t('inplay.tabs')}
        idPrefix="xc-inplay"
        value={tab}
        onChange={setTab}
        tabs={[
          { id: 'inplay', label: t('inplay.inplay') },
          { id: 'today', label: t('inplay.today') },
          { id: 'tomorrow', label: t('inplay.tomorrow') },
          { id: 'result', label: t('inplay.result') },
          { id: 'search', label: t('inplay.search') },
        ]}
      />
      <div role="tabpanel" aria-labelledby={`xc-inplay-${tab}`}>
        {tab === 'search' && (
          <Field label={t('inplay.searchLabel')} type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder={t('inplay.searchHint')} />
        )}
        <QueryState
          query={eventsQuery}
          loading={<ListSkeleton />}
          error={t('loadError')}
          isEmpty={() => !oddsWaiting && groups.length === 0 && failed.length === 0}
          empty={tab === 'search' && !query.trim() ? null : <NoData />}
        >
          {() =>
            oddsWaiting ? <ListSkeleton /> : <EventGroups groups={groups} failed={failed} onRetry={retry} inplayOf={inplayOf} previousPath="/exchange-inplay" />
          }
        </QueryState>
      </div>
    </ExchangeLayout>
  );
}
