import * as v from 'valibot';
import { Id, IdIn } from './common';
import { EwaConfirmBody, SubmitDepositBody } from './funds';

/**
 * Deposit receipts (our addition, docs/api.md): pictures of the payment a player attaches to a deposit.
 * Uploaded first (POST /api/receipts, multipart, field "receipts"), then named by id in the deposit call.
 */
export const RECEIPT_MAX_FILES = 5;
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;
export const RECEIPT_FIELD = 'receipts';

/** The refusals, in these words (Bangla in src/i18n/server-bn.json). */
export const RECEIPT_MSG = {
  none: 'Choose at least one receipt image.',
  tooMany: 'You can attach at most 5 receipt images.',
  tooBig: 'Each receipt image must be 5 MB or smaller.',
  notImage: 'Receipts must be JPEG, PNG or WebP images.',
  unknown: 'A receipt image was not found. Please attach it again.',
} as const;

export const ReceiptIds = v.optional(v.pipe(v.array(IdIn('receipt id')), v.maxLength(RECEIPT_MAX_FILES, RECEIPT_MSG.tooMany)));

/** submit-deposit and ewa/confirm with the uploaded receipts they carry. */
export const DepositWithReceiptsBody = v.object({ ...SubmitDepositBody.entries, receipt_ids: ReceiptIds });
export const EwaConfirmWithReceiptsBody = v.object({ ...EwaConfirmBody.entries, receipt_ids: ReceiptIds });

export const ReceiptType = v.picklist(['image/jpeg', 'image/png', 'image/webp']);
export const ReceiptInfo = v.object({ id: Id, content_type: ReceiptType, size: v.number() });

export const UploadReceiptsAnswer = v.object({ success: v.literal(true), data: v.array(ReceiptInfo) });
/** The multipart body is built by the browser; nothing to check on this side. */
export const UploadReceiptsBody = v.instance(FormData);

export const ReceiptListQuery = v.object({ transaction_id: IdIn('transaction id') });
export const ReceiptListAnswer = v.object({ data: v.array(ReceiptInfo) });

/** One receipt's picture (GET /api/receipts/{id}): the bytes. */
export const ReceiptFile = v.instance(Blob);
