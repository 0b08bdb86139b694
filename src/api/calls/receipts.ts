import * as R from '../contract/receipts';
import { endpoint } from './define';
import { describeCalls, queriesOf } from './describe';
import { privateKey } from './keys';
import { describeMutation } from './describe-mutation';

/** Deposit receipts: our addition (docs/api.md). Private: sent with the player's token only. */
export const receiptEndpoints = {
  uploadReceipts: endpoint({
    method: 'POST',
    path: '/api/receipts',
    host: 'platform',
    auth: 'required',
    body: R.UploadReceiptsBody,
    response: R.UploadReceiptsAnswer,
  }),
  receipts: endpoint({ method: 'GET', path: '/api/receipts', host: 'platform', auth: 'required', query: R.ReceiptListQuery, response: R.ReceiptListAnswer }),
  receiptFile: endpoint({ method: 'GET', path: '/api/receipts/{id}', host: 'platform', auth: 'required', response: R.ReceiptFile, responseType: 'blob' }),
};

const describe = describeCalls(receiptEndpoints);

/** The receipt pictures a player sent with a deposit: private, fetched with the token, never stored. */
export const receiptCalls = {
  list: (transactionId: number) => describe('receipts', { query: { transaction_id: String(transactionId) }, key: privateKey('receipts', transactionId) }),
  /** a stored receipt never changes */
  file: (id: number) => describe('receiptFile', { params: { id }, key: privateKey('receipt-file', id), staleTime: Number.POSITIVE_INFINITY }),
};

export const receiptQueries = queriesOf(receiptCalls);

export const receiptMutations = {
  /** a long wait on a weak link: five pictures of 5 MB are 25 MB */
  upload: describeMutation(receiptEndpoints.uploadReceipts, { timeoutMs: 120_000 }),
};
