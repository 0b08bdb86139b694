import { createFileRoute } from '@tanstack/react-router';
import { InplayPage } from '../../features/exchange';

export const Route = createFileRoute('/_member/exchange-inplay')({
  component: InplayPage,
});
