/** Builds the PNG icons of the manifest, and the page's icon, from the SVGs in assets/ (run before vite build). */
import { mkdir, readFile } from 'node:fs/promises';
import sharp from 'sharp';

const svg = await readFile('assets/icon.svg');
await mkdir('public/icons', { recursive: true });
const out: Array<[string, number, number]> = [
  ['icon-192.png', 192, 0],
  ['icon-512.png', 512, 0],
  // maskable: the artwork stays inside the 80 % safe zone
  ['maskable-512.png', 512, 52],
  ['apple-touch-icon.png', 180, 0],
];
for (const [name, size, pad] of out) {
  const inner = size - pad * 2;
  await sharp(svg, { density: 300 })
    .resize(inner, inner)
    .extend({ top: pad, bottom: pad, left: pad, right: pad, background: '#0f1923' })
    .flatten({ background: '#0f1923' })
    .png({ compressionLevel: 9 })
    .toFile(`public/icons/${name}`);
}
// The page's icon as a PNG: an SVG icon is a document the page's main thread lays out, and its text
// (the taka sign) needs a fallback font found, during the first screen's loading (docs/first-paint-log.md).
await sharp(await readFile('assets/favicon.svg'), { density: 216 })
  .resize(48, 48)
  .png({ compressionLevel: 9 })
  .toFile('public/icons/favicon-48.png');
console.log('icons written to public/icons');
