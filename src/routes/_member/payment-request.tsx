import { createFileRoute } from '@tanstack/react-router';
import { PaymentRequestPage } from '../../features/funds';

export const Route = createFileRoute('/_member/payment-request')({
  component: PaymentRequestPage,
});
