import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { BetsHistoryPage } from '../../features/exchange';

export const Route = createFileRoute('/_member/exchange-history')({
  // ?bet=: the settled bet to show (a notification's tap)
  validateSearch: v.object({ bet: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(64))), undefined) }),
  component: function ExchangeHistoryRoute() {
    return <BetsHistoryPage betId={Route.useSearch().bet} />;
  },
});
