import { createFileRoute } from '@tanstack/react-router';
import { MultiPage } from '../../features/exchange';

export const Route = createFileRoute('/_member/exchange-multi')({
  component: MultiPage,
});
