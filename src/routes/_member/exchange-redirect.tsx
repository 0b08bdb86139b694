import { createFileRoute } from '@tanstack/react-router';
import { ExchangeRedirectPage } from '../../features/exchange';

export const Route = createFileRoute('/_member/exchange-redirect')({
  component: ExchangeRedirectPage,
});
