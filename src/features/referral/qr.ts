import qrcode from 'qrcode-generator';

/** A QR code of `text` as an SVG data URL (qrcode-generator's own SVG: dark modules on white with a quiet zone), for an <img>. */
export function qrDataUrl(text: string, margin = 2): string {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  // one unit per module and no fixed width: the <img> sizes it
  const svg = qr.createSvgTag({ cellSize: 1, margin, scalable: true });
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
