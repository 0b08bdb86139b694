import { createFileRoute } from '@tanstack/react-router';
import { VipPage } from '../../features/vip';

export const Route = createFileRoute('/_member/vip')({
  staticData: { desktop: { tab: 'vip' } },
  component: VipPage,
});
