import { Hono } from 'hono';
import { valid } from '../lib/validate';
import { DevUsernameQuery } from '../../src/api/contract/dev';
import { GameRunBody, PlayerLoginBody } from '../../src/api/contract/lobby';
import type { ServerContext } from '../context';
import { all, one, run } from '../db/client';
import { type AppEnv, bearerToken, ownRemoteId, randomToken, sha256 } from '../lib/auth';
import { issueUrlToken, LAUNCH_TOKEN_MS, urlTokenPlayer } from '../lib/url-tokens';
import { demoErrorPage, demoGameCsp, demoGamePage, newNonce } from '../lib/demo-game';
import { nowIso } from '../lib/http';
import { assertMayStartPlay, gamePath, StakeRefusal } from '../lib/stake-rule';

/** Game launch (game-run), the lucky-sports access token (player-login) and the demo game pages they open. */
export function lobbyRoutes(ctx: ServerContext): Hono<AppEnv> {
  const { db } = ctx;
  const r = new Hono<AppEnv>();
  r.use('/api/game-run', ctx.auth);
  r.use('/api/player-login', ctx.auth);

  /** The stake rule asked whether play may start: the upline's block, a break, a self-exclusion, a loss limit reached. */
  async function playRefusal(playerId: number, type: string): Promise<Response | null> {
    try {
      await assertMayStartPlay(db, playerId, gamePath(type), ctx.clock.now());
      return null;
    } catch (e) {
      if (e instanceof StakeRefusal) return Response.json({ message: e.message }, { status: 403 });
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
    const refusal = await playRefusal(c.var.player.id, type);
    if (refusal) return refusal;
    const token = randomToken(24);
    // the game session lives as long as this login (lib/wallet-session.ts)
    await run(
      db,
      'INSERT INTO game_sessions (token_hash, player_id, game_code, platform, type, is_mobile, external_url, created_at, login_hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      [sha256(token), c.var.player.id, game.code, game.platform, game.type, b.isMobileLogin ? 1 : 0, b.externalURL, nowIso(), sha256(bearerToken(c) ?? '')],
    );
    const origin = new URL(c.req.url).origin;
    // the player's language travels in the game's address, as providers take it
    return c.json({ url: `${origin}/api/demo-game/${token}${b.lang === 'bn' ? '?lang=bn' : ''}`, message: 'Game started' });
  });

  r.post('/api/player-login', valid('json', PlayerLoginBody), async (c) => {
    const b = c.req.valid('json');
    const refused = ownRemoteId(c, b.user_id);
    if (refused) return refused;
    const refusal = await playRefusal(c.var.player.id, 'SPORTS');
    if (refusal) return refusal;
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
  r.get('/api/dev/game-sessions', valid('query', DevUsernameQuery), async (c) => {
    if (ctx.config.mode === 'production') return c.json({ message: 'Not found' }, 404);
    const u = c.req.valid('query').username;
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
