import { createFileRoute } from '@tanstack/react-router';
import { MakePaymentPage } from '../../features/funds';

export const Route = createFileRoute('/_member/make-payment')({
  component: MakePaymentPage,
});
