import { createFileRoute } from '@tanstack/react-router';
import { ProfitLossPage } from '../../features/exchange';

export const Route = createFileRoute('/_member/exchange-pl')({
  component: ProfitLossPage,
});
