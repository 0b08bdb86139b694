import { Hono } from 'hono';
import { callsAt } from '../lib/contract-routes';
import { lobbyEndpoints } from '../../src/api/calls/lobby';
import { GameRunBody, PlayerLoginBody } from '../../src/api/contract/lobby';
import type { ServerContext } from '../context';
import { one, run } from '../db/client';
import { type AppEnv, bearerToken, randomToken, sha256 } from '../lib/auth';
import { guardPaths, requireOwnRemoteId } from '../lib/guards';
import { nowIso, refuse } from '../lib/http';
import { assertMayStartPlay, gamePath, StakeRefusal } from '../lib/stake-rule';
import { issueUrlToken, LAUNCH_TOKEN_MS } from '../lib/url-tokens';
import { valid } from '../lib/validate';

/**
 * Game launch (game-run) and the lucky-sports access token (player-login), members
 * only; the pages they open: the provider's game frame (provider/routes.ts) and lucky-sports.ts.
 */
export function lobbyRoutes(ctx: ServerContext, base: string): Hono<AppEnv> {
  const { db } = ctx;
  const r = new Hono<AppEnv>();
  const call = callsAt(base);

  /** The stake rule asked whether play may start: the upline's block, a break, a self-exclusion, a loss limit reached (403). */
  async function assertMayPlay(playerId: number, type: string): Promise<void> {
    try {
      await assertMayStartPlay(db, playerId, gamePath(type), ctx.clock.now());
    } catch (e) {
      throw e instanceof StakeRefusal ? refuse(403, e.message) : e;
    }
  }

  r.on(...call(lobbyEndpoints.gameRun), valid('json', GameRunBody), requireOwnRemoteId('json', 'userId'), async (c) => {
    const b = c.req.valid('json');
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
    if (!game) throw refuse(404, 'Game not found');
    await assertMayPlay(c.var.player.id, type);
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

  r.on(...call(lobbyEndpoints.playerLogin), valid('json', PlayerLoginBody), requireOwnRemoteId('json', 'user_id'), async (c) => {
    await assertMayPlay(c.var.player.id, 'SPORTS');
    const access_token = await issueUrlToken(db, {
      playerId: c.var.player.id,
      kind: 'player-login',
      sessionToken: bearerToken(c) ?? '',
      lifeMs: LAUNCH_TOKEN_MS,
    });
    return c.json({ access_token });
  });

  return guardPaths(r, ctx.auth);
}
