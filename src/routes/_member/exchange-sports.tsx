import { createFileRoute } from '@tanstack/react-router';
import { ExchangeSportsPage } from '../../features/exchange';

export const Route = createFileRoute('/_member/exchange-sports')({
  component: ExchangeSportsPage,
});
