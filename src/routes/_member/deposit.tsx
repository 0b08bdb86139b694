import { createFileRoute } from '@tanstack/react-router';
import { DepositPage } from '../../features/funds';

export const Route = createFileRoute('/_member/deposit')({
  staticData: { desktop: { tab: 'deposit' } },
  component: DepositPage,
});
