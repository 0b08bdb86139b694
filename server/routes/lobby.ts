import { Hono } from 'hono';
import { valid } from '../lib/validate';
import { HTTPException } from 'hono/http-exception';
import { GameRunBody, PlayerLoginBody } from '../../src/api/contract/lobby';
import type { ServerContext } from '../context';
import { all, one, run } from '../db/client';
import { type AppEnv, bearerToken, ownRemoteId, randomToken, sha256 } from '../lib/auth';
import { issueUrlToken, LAUNCH_TOKEN_MS, urlTokenPlayer } from '../lib/url-tokens';
import { demoErrorPage, demoGameCsp, demoGamePage, newNonce } from '../lib/demo-game';
import { nowIso } from '../lib/http';
import { assertCanPlay } from '../lib/responsible';

/** Game launch (game-run), the lucky-sports access token (player-login) and the demo game pages they open. */
export function lobbyRoutes(ctx: ServerContext): Hono<AppEnv> {
  const { db } = ctx;
  const r = new Hono<AppEnv>();
  r.use('/api/game-run', ctx.auth);
  r.use('/api/player-login', ctx.auth);

  /** Which market flag guards a game type: sports games are the cs market, all other games the games market. */
  async function blockedFor(playerId: number, type: string): Promise<boolean> {
    const row = await one<{ cs_market: number; games_market: number }>(db, 'SELECT cs_market, games_market FROM market_blocks WHERE player_id = ?', [playerId]);
    if (!row) return false;
    return type === 'SPORTS' ? Number(row.cs_market) === 1 : Number(row.games_market) === 1;
  }

  /** Responsible gaming: a launch is refused on a break, self-excluded, or with a loss limit reached. */
  async function playRefusal(playerId: number): Promise<HTTPException | null> {
    try {
      await assertCanPlay(db, playerId, 0, ctx.clock.now());
      return null;
    } catch (e) {
      if (e instanceof HTTPException) return e;
      throw e;
    }
  }

  r.post('/api/game-run', valid('json', GameRunBody), async (c) => {
    const b = c.req.valid('json');
    const refused = ownRemoteId(c, b.userId);
    if (refused) return refused;
    const type = b.gameType.toUpperCase();
    const platform = b.platform.toUpperCase();
    const game = b.gameCode
      ? await one<{ code: string; name: string; type: string; platform: string }>(
          db,
          'SELECT code, name, type, platform FROM games WHERE code = ? AND platform = ? AND type = ?',
          [b.gameCode, platform, type],
        )
      : // no code: the provider's lobby for that type, which the reference API stands in for with its first game
        await one<{ code: string; name: string; type: string; platform: string }>(
          db,
          'SELECT code, name, type, platform FROM games WHERE platform = ? AND type = ? ORDER BY display_order LIMIT 1',
          [platform, type],
        );
    if (!game) return c.json({ message: 'Game not found' }, 404);
    if (await blockedFor(c.var.player.id, type)) return c.json({ message: 'This section is blocked by Your Upline. Please contact customer support.' }, 403);
    const refusal = await playRefusal(c.var.player.id);
    if (refusal) return c.json({ message: refusal.message }, refusal.status as 403);
    const token = randomToken(24);
    await run(
      db,
      'INSERT INTO game_sessions (token_hash, player_id, game_code, platform, type, is_mobile, external_url, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      [sha256(token), c.var.player.id, game.code, game.platform, game.type, b.isMobileLogin ? 1 : 0, b.externalURL, nowIso()],
    );
    const origin = new URL(c.req.url).origin;
    // the player's language travels in the game's address, as providers take it
    return c.json({ url: `${origin}/api/demo-game/${token}${b.lang === 'bn' ? '?lang=bn' : ''}`, message: 'Game started' });
  });

  r.post('/api/player-login', valid('json', PlayerLoginBody), async (c) => {
    const b = c.req.valid('json');
    const refused = ownRemoteId(c, b.user_id);
    if (refused) return refused;
    if (await blockedFor(c.var.player.id, 'SPORTS'))
      return c.json({ message: 'This section is blocked by Your Upline. Please contact customer support.' }, 403);
    const refusal = await playRefusal(c.var.player.id);
    if (refusal) return c.json({ message: refusal.message }, refusal.status as 403);
    const access_token = await issueUrlToken(db, {
      playerId: c.var.player.id,
      kind: 'player-login',
      sessionToken: bearerToken(c) ?? '',
      lifeMs: LAUNCH_TOKEN_MS,
    });
    return c.json({ access_token });
  });

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

  /** The lucky-sports frame: opened with the access token from player-login. */
  r.get('/api/lucky-sports', async (c) => {
    const p = await urlTokenPlayer(db, c.req.query('access_token') ?? '', 'player-login');
    if (!p) return html(demoErrorPage('Your sports session has expired. Close it and open Sports again.'), null, 401);
    const nonce = newNonce();
    return html(demoGamePage({ kind: 'sports', title: 'Lucky Sports', player: String(p.username) }, nonce), nonce);
  });

  /** Recent launches of the player (used by tests and support). */
  r.get('/api/dev/game-sessions', async (c) => {
    if (ctx.config.mode === 'production') return c.json({ message: 'Not found' }, 404);
    const u = c.req.query('username') ?? '';
    const rows = await all(
      db,
      `SELECT s.game_code, s.platform, s.type, s.is_mobile, s.external_url, s.created_at FROM game_sessions s JOIN players p ON p.id = s.player_id
        WHERE p.username = ? ORDER BY s.created_at DESC LIMIT 20`,
      [u],
    );
    return c.json({ data: rows });
  });

  return r;
}
