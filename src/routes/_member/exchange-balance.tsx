import { createFileRoute } from '@tanstack/react-router';
import { BalanceOverviewPage } from '../../features/exchange';

export const Route = createFileRoute('/_member/exchange-balance')({
  component: BalanceOverviewPage,
});
