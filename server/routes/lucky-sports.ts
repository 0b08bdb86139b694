import { Hono } from 'hono';
import type { ServerContext } from '../context';
import type { AppEnv } from '../lib/auth';
import { demoErrorPage, demoGameCsp, demoGamePage, newNonce } from '../lib/demo-game';
import { urlTokenPlayer } from '../lib/url-tokens';

/** A page of the demo frames: its own CSP (a nonce for its script), never cached, never sniffed. */
const html = (body: string, nonce: string | null, status = 200) =>
  new Response(body, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': nonce ? demoGameCsp(nonce) : "default-src 'none'; frame-ancestors 'self'",
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'Cache-Control': 'no-store',
    },
  });

/**
 * The lucky-sports frame (mounted at /api/lucky-sports): opened with the access token from player-login,
 * no bearer token. Not the PWA's contract (a page it opens in a frame by address): a path of its own.
 */
export function luckySportsRoutes({ db }: ServerContext): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  r.get('/', async (c) => {
    const p = await urlTokenPlayer(db, c.req.query('access_token') ?? '', 'player-login');
    if (!p) return html(demoErrorPage('Your sports session has expired. Close it and open Sports again.'), null, 401);
    const nonce = newNonce();
    return html(demoGamePage({ kind: 'sports', title: 'Lucky Sports', player: String(p.username) }, nonce), nonce);
  });

  return r;
}
