import { createHmac } from 'node:crypto';
import { freshPlayer } from './funds-helpers';
import type { Harness } from './harness';

export const SECRET = 'dev-provider-secret';
export const PROVIDER = 'takaplay-demo';

/** Opens a game for the player (POST /api/game-run) and returns the game session from its address. */
export async function launch(
  h: Harness,
  who: { token: string; remote_id: string },
  game = { code: 'JILI-SLOT-001', type: 'SLOT', platform: 'JILI' },
): Promise<string> {
  const r = await h.req('POST', '/api/game-run', {
    token: who.token,
    body: {
      userId: who.remote_id,
      externalURL: 'http://127.0.0.1:4301',
      isMobileLogin: true,
      gameCode: game.code,
      gameType: game.type,
      platform: game.platform,
    },
  });
  if (r.status !== 200) throw new Error(`game-run ${r.status} ${r.text}`);
  return new URL(r.json.url).pathname.split('/').pop() ?? '';
}

/** A fresh player with a balance (paisa) and an open slot session. */
export async function playerInGame(h: Harness, balance: number, game?: { code: string; type: string; platform: string }) {
  const p = await freshPlayer(h, { balance });
  const session = await launch(h, p, game);
  const row = await h.ctx.db.execute({ sql: 'SELECT id FROM players WHERE username = ?', args: [p.username] });
  return { ...p, session, playerId: Number(row.rows[0]?.id) };
}

/** A signed wallet call as the provider sends it: stamped with the time of sending unless the body has a timestamp. */
export async function wallet(h: Harness, op: string, body: Record<string, unknown>, secret = SECRET) {
  const full = { provider: PROVIDER, timestamp: Date.now(), ...body };
  const sig = createHmac('sha256', secret).update(JSON.stringify(full)).digest('hex');
  const r = await h.req('POST', `/api/wallet/${op}`, { body: full, headers: { 'X-Signature': sig } });
  return { status: r.status, json: r.json as Record<string, any> };
}

/** Every player's balance equals the sum of its ledger rows. */
export async function ledgerMismatches(h: Harness) {
  const r = await h.ctx.db.execute(
    `SELECT p.id FROM players p WHERE p.balance <> (SELECT COALESCE(SUM(amount), 0) FROM ledger l WHERE l.player_id = p.id AND l.wallet = 'main')`,
  );
  return r.rows;
}
