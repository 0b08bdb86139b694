import { receiptEndpoints } from '../endpoints/receipts';
import { describeCalls, queriesOf } from './describe';
import { privateKey } from './keys';

const describe = describeCalls(receiptEndpoints);

/** The receipt pictures a player sent with a deposit: private, fetched with the token, never stored. */
export const receiptCalls = {
  list: (transactionId: number) => describe('receipts', { query: { transaction_id: String(transactionId) }, key: privateKey('receipts', transactionId) }),
  /** a stored receipt never changes */
  file: (id: number) => describe('receiptFile', { params: { id }, key: privateKey('receipt-file', id), staleTime: Number.POSITIVE_INFINITY }),
};

export const receiptQueries = queriesOf(receiptCalls);
