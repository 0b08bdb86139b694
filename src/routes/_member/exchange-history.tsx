import { createFileRoute } from '@tanstack/react-router';
import { BetsHistoryPage } from '../../features/exchange';

export const Route = createFileRoute('/_member/exchange-history')({
  component: BetsHistoryPage,
});
