import { createFileRoute } from '@tanstack/react-router';
import { VipPage } from '../../features/vip';

export const Route = createFileRoute('/_member/vip')({
  // a desktop menu entry: the desktop draws the My VIP tab at /vip itself
  staticData: { desktop: { tab: 'vip', here: true } },
  component: VipPage,
});
