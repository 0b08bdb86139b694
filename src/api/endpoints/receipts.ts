import * as R from '../contract/receipts';
import { endpoint } from './define';

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
