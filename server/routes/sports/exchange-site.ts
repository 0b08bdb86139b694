import { Hono } from 'hono';
import type { ServerContext } from '../../context';
import { one } from '../../db/client';
import type { AppEnv } from '../../lib/auth';
import { urlTokenPlayer } from '../../lib/url-tokens';
import { esc, page } from './page';

/**
 * The external exchange landing (mounted at /exchange-site): opened with the exchange token given at
 * login, no bearer token. Not the PWA's contract (a site it opens by address): a path of its own.
 */
export function exchangeSiteRoutes(ctx: ServerContext): Hono<AppEnv> {
  const r = new Hono<AppEnv>();

  /** The external exchange landing: accepts the exchange token given at login (tokens.kind = 'exchange'). */
  r.get('/', async (c) => {
    const player = await urlTokenPlayer(ctx.db, c.req.query('token') ?? '', 'exchange');
    const row = player
      ? {
          username: player.username,
          blocked: (await one<{ b: number }>(ctx.db, 'SELECT exchange_market AS b FROM market_blocks WHERE player_id = ?', [player.id]))?.b,
        }
      : undefined;
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    if (!row) {
      return c.html(
        page('Exchange', '<main><h1>Exchange</h1><p>This exchange link is not valid any more. Log in again and reopen the exchange.</p></main>'),
        401,
      );
    }
    // the app shows the market-block popup instead of coming here; the site refuses the player all the same
    if (Number(row.blocked) === 1) {
      return c.html(page('Exchange', '<main><h1>Exchange</h1><p>This section is blocked by Your Upline.</p></main>'), 403);
    }
    return c.html(
      page(
        'Exchange',
        `<main><h1 data-testid="exchange-welcome">Welcome to the exchange, ${esc(String(row.username))}</h1><p class="muted">Signed in with your exchange token.</p></main>`,
      ),
    );
  });

  return r;
}
