import { type Context, Hono } from 'hono';
import type { ServerContext } from '../context';
import type { AppEnv } from '../lib/auth';
import { refuse } from '../lib/http';
import { bannerSvg, logoSvg, posterSvg } from '../seed/art';
import { bannerWebp, logoWebp, posterWebp } from '../seed/raster';

/**
 * /storage/{file} (mounted at /storage): the images the platform's answers point at. The reference API draws them (SVG,
 * no third-party art) so the catalogue has a poster for every game; posters, banners and logos are
 * also served as WebP (`{name}.webp`), the form the answers point at (server/seed/raster.ts says why).
 * Not the PWA's contract (pictures loaded by the addresses answers carry): paths of its own.
 */
/** longer than any game code or banner name of the catalogue */
const MAX_NAME = 64;

export function storageRoutes(_ctx: ServerContext): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const svg = (body: string) => new Response(body, { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' } });

  const webp = (body: Buffer) => new Response(new Uint8Array(body), { headers: { 'Content-Type': 'image/webp', 'Cache-Control': 'public, max-age=86400' } });
  /** `{name}.svg` drawn as it is, `{name}.webp` drawn once and kept: a name longer than any of the catalogue is not drawn at all */
  const pictures =
    (drawSvg: (name: string) => string, drawWebp: (name: string) => Promise<Buffer>) =>
    async (c: Context<AppEnv>): Promise<Response> => {
      const file = c.req.param('file') ?? '';
      if (!file.endsWith('.webp')) return svg(drawSvg(file.replace(/\.svg$/, '')));
      const name = file.slice(0, -'.webp'.length);
      if (name.length > MAX_NAME) throw refuse(404, 'Not found');
      return webp(await drawWebp(name));
    };

  r.get('/posters/:file', pictures(posterSvg, posterWebp));
  r.get('/banners/:file', pictures(bannerSvg, bannerWebp));
  r.get('/logo/:file', pictures(logoSvg, logoWebp));
  r.get('/*', () => {
    throw refuse(404, 'Not found');
  });
  return r;
}
