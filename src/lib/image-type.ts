/** The picture formats a deposit receipt may be, told by the file's first bytes (its name and the type the browser guessed do not count). */
export type ReceiptImageType = 'image/jpeg' | 'image/png' | 'image/webp';

/** Bytes read to tell the format. */
export const SNIFF_BYTES = 12;

const starts = (b: Uint8Array, sig: readonly number[], at = 0) => sig.every((x, i) => b[at + i] === x);

/** JPEG (FF D8 FF), PNG (its 8-byte signature) or WebP (RIFF....WEBP); anything else null. */
export function sniffImageType(bytes: Uint8Array): ReceiptImageType | null {
  if (starts(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts(bytes, [0x52, 0x49, 0x46, 0x46]) && starts(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

export const IMAGE_EXTENSION: Record<ReceiptImageType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };
