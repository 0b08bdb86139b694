import { createFileRoute } from '@tanstack/react-router';
import { ActivityLogPage } from '../../features/exchange';

export const Route = createFileRoute('/_member/exchange-activity')({
  component: ActivityLogPage,
});
