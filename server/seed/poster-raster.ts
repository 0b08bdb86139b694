import { posterSvg } from './art';

/**
 * Game posters as WebP, as a game provider serves them. An SVG in an <img> is a document of its own
 * that the page's main thread styles, lays out and paints (about 20 ms per poster at 4x CPU: the
 * home page's nine posters were one 186 ms paint), where a raster is decoded off the main thread.
 * The SVG art stays the source; each poster is drawn once and kept (a bounded number of them).
 */
const MAX_KEPT = 512;
const kept = new Map<string, Promise<Buffer>>();

export function posterWebp(code: string): Promise<Buffer> {
  const hit = kept.get(code);
  if (hit) return hit;
  if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
  const drawn = import('sharp').then(({ default: sharp }) =>
    sharp(Buffer.from(posterSvg(code)))
      .webp({ quality: 60 })
      .toBuffer(),
  );
  kept.set(code, drawn);
  drawn.catch(() => kept.delete(code));
  return drawn;
}
