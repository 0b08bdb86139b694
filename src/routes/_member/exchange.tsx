import { createFileRoute } from '@tanstack/react-router';
import { ExchangeHomePage } from '../../features/exchange';

export const Route = createFileRoute('/_member/exchange')({
  component: ExchangeHomePage,
});
