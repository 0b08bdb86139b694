import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { TransactionRecordsPage } from '../../features/records';

export const Route = createFileRoute('/_member/transaction-record')({
  staticData: { desktop: { tab: 'transactionRecords' } },
  validateSearch: v.object({
    id: v.optional(
      v.pipe(
        v.unknown(),
        v.transform((x) => (x == null || x === '' || !/^\d+$/.test(String(x)) ? undefined : Number(x))),
      ),
    ),
  }),
  component: function TransactionRecordRoute() {
    const { id } = Route.useSearch();
    return <TransactionRecordsPage detailId={id} />;
  },
});
