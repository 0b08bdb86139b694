import { mutate } from '../../api';
import { receiptMutations } from '../../api/calls/receipts';
import { RECEIPT_FIELD, RECEIPT_MAX_BYTES, RECEIPT_MAX_FILES } from '../../api/contract/receipts';
import { SNIFF_BYTES, sniffImageType } from '../../lib/image-type';

/** A picture picked for the deposit, with its preview address (revoked when it is dropped). */
export interface PickedReceipt {
  file: File;
  url: string;
}

export type ReceiptRefusal = { reason: 'notImage' | 'tooBig' | 'tooMany'; name: string };

/**
 * Which of the picked files may join the `have` already chosen: JPEG, PNG or WebP by their first bytes
 * (as the server checks), at most 5 MB, at most 5 in all. The rest are named with the reason.
 */
export async function screenReceipts(have: number, picked: readonly File[]): Promise<{ accepted: File[]; refused: ReceiptRefusal[] }> {
  const accepted: File[] = [];
  const refused: ReceiptRefusal[] = [];
  for (const file of picked) {
    const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
    if (!sniffImageType(head)) refused.push({ reason: 'notImage', name: file.name });
    else if (file.size > RECEIPT_MAX_BYTES) refused.push({ reason: 'tooBig', name: file.name });
    else if (have + accepted.length >= RECEIPT_MAX_FILES) refused.push({ reason: 'tooMany', name: file.name });
    else accepted.push(file);
  }
  return { accepted, refused };
}

/** Sends the pictures; the ids go with the deposit call, which attaches them. */
export async function uploadReceipts(files: readonly File[]): Promise<number[]> {
  if (files.length === 0) return [];
  const form = new FormData();
  for (const f of files) form.append(RECEIPT_FIELD, f, f.name);
  const answer = await mutate(receiptMutations.upload, form);
  return answer.data.map((r) => r.id);
}
