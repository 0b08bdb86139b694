import { createFileRoute } from '@tanstack/react-router';
import { WithdrawalPage } from '../../features/funds';

export const Route = createFileRoute('/_member/withdrawal')({
  staticData: { desktop: { tab: 'withdrawal' } },
  component: WithdrawalPage,
});
