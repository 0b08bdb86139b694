import { createFileRoute } from '@tanstack/react-router';
import { MyBetsPage } from '../../features/exchange';

export const Route = createFileRoute('/_member/exchange-bets')({
  component: MyBetsPage,
});
