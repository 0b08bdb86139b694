export { DepositPage } from './DepositPage';
export { MakePaymentPage } from './MakePaymentPage';
export { PaymentRequestPage } from './PaymentRequestPage';
export { WithdrawalPage } from './WithdrawalPage';
