import { Hono } from 'hono';
import { callsAt } from '../lib/contract-routes';
import { authEndpoints } from '../../src/api/calls/auth';
import type { ServerContext } from '../context';
import type { AppEnv } from '../lib/auth';
import { newCaptcha } from '../lib/captcha';
import { refuse } from '../lib/http';
import { clientAddress, LIMIT_WINDOW_MS, TOO_MANY_REQUESTS, takeSlot } from '../lib/throttle';

/** The captcha image of sign-up and recovery (public): a PNG, or `?format=json` with a data URL. */
export function captchaRoutes({ db, config }: ServerContext, base: string): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const call = callsAt(base);

  r.on(...call(authEndpoints.captcha), async (c) => {
    // each picture is drawn on the server: an address gets many (a carrier's thousands of players), not without end
    if ((await takeSlot(db, `captcha:${clientAddress(c, config)}`, config.limits.captchasPerAddress, LIMIT_WINDOW_MS)) === null) {
      throw refuse(429, TOO_MANY_REQUESTS);
    }
    const { id, png } = await newCaptcha(db);
    // each image is good for one answer: never kept by a browser or a cache
    c.header('Cache-Control', 'no-store');
    if (c.req.query('format') === 'json') return c.json({ id, image: `data:image/png;base64,${png.toString('base64')}` });
    c.header('X-Captcha-Id', id);
    return c.body(new Uint8Array(png), 200, { 'Content-Type': 'image/png' });
  });

  return r;
}
