import { Hono } from 'hono';
import type { ServerContext } from '../context';
import type { AppEnv } from '../lib/auth';
import { bannerSvg, logoSvg, posterSvg } from '../seed/art';
import { posterWebp } from '../seed/poster-raster';

/**
 * /storage/{file}: the images the platform's answers point at. The reference API draws them (SVG,
 * no third-party art) so the catalogue has a poster for every game; game posters are also served as
 * WebP (`{code}.webp`), the form the game list and the home page's sliders point at.
 */
/** longer than any game code of the catalogue */
const MAX_CODE = 64;

export function storageRoutes(_ctx: ServerContext): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const svg = (body: string) => new Response(body, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' } });

  r.get('/storage/posters/:file', async (c) => {
    const file = c.req.param('file');
    if (!file.endsWith('.webp')) return svg(posterSvg(file.replace(/\.svg$/, '')));
    const code = file.slice(0, -'.webp'.length);
    // each new code is drawn once: an address no game code looks like is not drawn at all
    if (code.length > MAX_CODE) return c.json({ message: 'Not found' }, 404);
    const body = await posterWebp(code);
    return new Response(new Uint8Array(body), { headers: { 'Content-Type': 'image/webp', 'Cache-Control': 'public, max-age=86400' } });
  });
  r.get('/storage/banners/:file', (c) => svg(bannerSvg(c.req.param('file').replace(/\.svg$/, ''))));
  r.get('/storage/logo/:file', (c) => svg(logoSvg(c.req.param('file').replace(/\.svg$/, ''))));
  r.get('/storage/*', (c) => c.json({ message: 'Not found' }, 404));
  return r;
}
