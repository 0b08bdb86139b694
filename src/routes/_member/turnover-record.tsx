import { createFileRoute } from '@tanstack/react-router';
import { TurnoverPage } from '../../features/records';

export const Route = createFileRoute('/_member/turnover-record')({
  staticData: { desktop: { tab: 'turnover' } },
  component: TurnoverPage,
});
