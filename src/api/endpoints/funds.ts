import { MessageAnswer } from '../contract/common';
import * as F from '../contract/funds';
import { DepositWithReceiptsBody, EwaConfirmWithReceiptsBody } from '../contract/receipts';
import { endpoint } from './define';

export const fundsEndpoints = {
  paymentMethods: endpoint({ method: 'GET', path: '/api/payment-methods', host: 'platform', auth: 'optional', response: F.PaymentMethodsAnswer }),
  /** path spelled so on the wire */
  depositChannels: endpoint({
    method: 'GET',
    path: '/api/showpayment-menthod',
    host: 'platform',
    auth: 'required',
    query: F.ChannelsQuery,
    response: F.ChannelsAnswer,
  }),
  walletNumber: endpoint({
    method: 'GET',
    path: '/api/get-wallet-number',
    host: 'platform',
    auth: 'required',
    query: F.WalletNumberQuery,
    response: F.WalletNumberAnswer,
  }),
  depositPromotions: endpoint({
    method: 'GET',
    path: '/api/deposit-promotions',
    host: 'platform',
    auth: 'required',
    response: F.DepositPromotionsAnswer,
  }),
  ewaRequest: endpoint({ method: 'POST', path: '/api/ewa/request', host: 'platform', auth: 'required', body: F.EwaRequestBody, response: F.EwaRequestAnswer }),
  ewaConfirm: endpoint({
    method: 'POST',
    path: '/api/ewa/confirm',
    host: 'platform',
    auth: 'required',
    body: EwaConfirmWithReceiptsBody,
    response: F.SubmitAnswer,
  }),
  submitDeposit: endpoint({
    method: 'POST',
    path: '/api/submit-deposit',
    host: 'platform',
    auth: 'required',
    body: DepositWithReceiptsBody,
    response: F.SubmitAnswer,
  }),
  withdrawCheck: endpoint({
    method: 'GET',
    path: '/api/userwithdrawcheck',
    host: 'platform',
    auth: 'required',
    query: F.WithdrawCheckQuery,
    response: MessageAnswer,
  }),
  submitWithdraw: endpoint({
    method: 'POST',
    path: '/api/submit-withdraw',
    host: 'platform',
    auth: 'required',
    body: F.SubmitWithdrawBody,
    response: F.SubmitAnswer,
  }),
};
