import { createFileRoute } from '@tanstack/react-router';
import { ExchangeAccountPage } from '../../features/exchange';

export const Route = createFileRoute('/_member/exchange-account')({
  component: ExchangeAccountPage,
});
