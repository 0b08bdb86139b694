import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { BettingRecordsPage, RECORDS_TABS } from '../../features/records';

export const Route = createFileRoute('/_member/betting-record')({
  // the tab to open (the exchange account links to the Exchange tab)
  validateSearch: v.object({ tab: v.optional(v.picklist(RECORDS_TABS)) }),
  component: function BettingRecordRoute() {
    const { tab } = Route.useSearch();
    return <BettingRecordsPage initialTab={tab} />;
  },
});
