import { MessageAnswer } from '../contract/common';
import * as F from '../contract/funds';
import { DepositWithReceiptsBody, EwaConfirmWithReceiptsBody } from '../contract/receipts';
import { endpoint } from './define';
import { describeCalls, queriesOf } from './describe';
import { privateKey } from './keys';
import { describeMutation } from './describe-mutation';
import { transactionKeys } from './transactions';
import type * as v from 'valibot';

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

const describe = describeCalls(fundsEndpoints);

/** Deposit and withdrawal: the payment methods, a method's channels, the promotions a deposit may take. Private. */
export const fundsCalls = {
  /** sent with the token when logged in, so it is private here */
  paymentMethods: () => describe('paymentMethods', { key: privateKey('paymentMethods'), staleTime: 60_000 }),
  channels: (name: string) =>
    describe('depositChannels', { query: { name }, key: privateKey('depositChannels', name), staleTime: 30_000, enabled: name !== '' }),
  /** which promotions this player can take changes with each deposit: asked for each time the screen opens, never kept */
  depositPromotions: () => describe('depositPromotions', { key: privateKey('depositPromotions'), staleTime: 0, gcTime: 0 }),
};

export const fundsQueries = queriesOf(fundsCalls);

/** A deposit or withdrawal adds a transaction; the deposit's transaction id and the withdrawal's single flight keep each sent once. */
export const fundsMutations = {
  ewaRequest: describeMutation(fundsEndpoints.ewaRequest),
  walletNumber: describeMutation(fundsEndpoints.walletNumber, { input: (query: v.InferInput<typeof F.WalletNumberQuery>) => ({ query }) }),
  ewaConfirm: describeMutation(fundsEndpoints.ewaConfirm, { invalidates: () => [transactionKeys.transactions] }),
  submitDeposit: describeMutation(fundsEndpoints.submitDeposit, { invalidates: () => [transactionKeys.transactions] }),
  withdrawCheck: describeMutation(fundsEndpoints.withdrawCheck, { input: (query: v.InferInput<typeof F.WithdrawCheckQuery>) => ({ query }) }),
  submitWithdraw: describeMutation(fundsEndpoints.submitWithdraw, { invalidates: () => [transactionKeys.transactions] }),
};
