import { Hono } from 'hono';
import type { ServerContext } from '../context';
import type { AppEnv } from '../lib/auth';
import { bannerSvg, logoSvg, posterSvg } from '../seed/art';

/**
 * /storage/{file}: the images the platform's answers point at. The reference API draws them (SVG,
 * no third-party art) so the catalogue has a poster for every game.
 */
export function storageRoutes(_ctx: ServerContext): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const svg = (body: string) => new Response(body, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' } });

  r.get('/storage/posters/:file', (c) => svg(posterSvg(c.req.param('file').replace(/\.svg$/, ''))));
  r.get('/storage/banners/:file', (c) => svg(bannerSvg(c.req.param('file').replace(/\.svg$/, ''))));
  r.get('/storage/logo/:file', (c) => svg(logoSvg(c.req.param('file').replace(/\.svg$/, ''))));
  r.get('/storage/*', (c) => c.json({ message: 'Not found' }, 404));
  return r;
}
