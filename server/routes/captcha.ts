import { Hono } from 'hono';
import type { ServerContext } from '../context';
import type { AppEnv } from '../lib/auth';
import { newCaptcha } from '../lib/captcha';

/** The captcha image of sign-up and recovery (mounted at /captcha, public): a PNG, or `?format=json` with a data URL. */
export function captchaRoutes({ db }: ServerContext): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  r.get('/', async (c) => {
    const { id, png } = await newCaptcha(db);
    // each image is good for one answer: never kept by a browser or a cache
    c.header('Cache-Control', 'no-store');
    if (c.req.query('format') === 'json') return c.json({ id, image: `data:image/png;base64,${png.toString('base64')}` });
    c.header('X-Captcha-Id', id);
    return c.body(new Uint8Array(png), 200, { 'Content-Type': 'image/png' });
  });

  return r;
}
