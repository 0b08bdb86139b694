import { bannerSvg, logoSvg, posterSvg } from './art';

/**
 * Game posters, promotion banners and the site's logos as WebP, as a game provider and an operator
 * serve them. An SVG in an <img> is a document of its own that the page's main thread styles, lays
 * out and paints, before the first screen too (a logo with text also has its fonts looked up; the
 * figures are in docs/first-paint-log.md), where a raster is decoded off the main thread. The SVG art stays the source; each
 * picture is drawn once and kept (a bounded number of them).
 */
const MAX_KEPT = 512;
const kept = new Map<string, Promise<Buffer>>();

function webp(key: string, svg: () => string, { density = 72, quality = 60 } = {}): Promise<Buffer> {
  const hit = kept.get(key);
  if (hit) return hit;
  if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value as string);
  const drawn = import('sharp').then(({ default: sharp }) => sharp(Buffer.from(svg()), { density }).webp({ quality }).toBuffer());
  kept.set(key, drawn);
  drawn.catch(() => kept.delete(key));
  return drawn;
}

export const posterWebp = (code: string) => webp(`poster:${code}`, () => posterSvg(code));
export const bannerWebp = (name: string) => webp(`banner:${name}`, () => bannerSvg(name));
/** drawn at twice its size (a phone's screen has two or three pixels to the point), its text kept sharp */
export const logoWebp = (kind: string) => webp(`logo:${kind}`, () => logoSvg(kind), { density: 144, quality: 90 });
