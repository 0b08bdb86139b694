import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { BettingRecordsPage } from '../../features/records';
// biome-ignore lint/style/noRestrictedImports: the route's own part is in the first paint; the feature's index would bring all its screens into it
import { RECORDS_TABS } from '../../features/records/records-tabs';

export const Route = createFileRoute('/_member/betting-record')({
  staticData: { desktop: { tab: 'bettingRecords' } },
  // the tab to open (the exchange account links to the Exchange tab)
  validateSearch: v.object({ tab: v.optional(v.picklist(RECORDS_TABS)) }),
  component: function BettingRecordRoute() {
    const { tab } = Route.useSearch();
    return <BettingRecordsPage initialTab={tab} />;
  },
});
