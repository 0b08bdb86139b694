import { Hono } from 'hono';
import { callsAt } from '../lib/contract-routes';
import { responsibleEndpoints } from '../../src/api/calls/responsible';
import { BlockBody, RealityBody, SetLimitsBody } from '../../src/api/contract/responsible';
import type { ServerContext } from '../context';
import { inTx, one } from '../db/client';
import { type AppEnv, bearerToken, sha256, verifyPassword } from '../lib/auth';
import { refuse } from '../lib/http';
import { fromWire, toWire } from '../lib/money';
import { activeBlock, blockMessage } from '../lib/responsible';
import { type BlockDuration, setLimits, setRealityCheck, takeBlock } from '../lib/responsible-changes';
import { netLossSince } from '../lib/responsible-ledger';
import { rgState } from '../lib/responsible-state';
import { valid } from '../lib/validate';

const BREAKS: readonly string[] = ['24h', '7d', '30d'];

/** The player's responsible-gaming tools (docs/api.md), members only; the operator's view is admin/responsible.ts. */
export function responsibleRoutes(ctx: ServerContext, base: string): Hono<AppEnv> {
  const { db, clock } = ctx;
  const r = new Hono<AppEnv>();
  const call = callsAt(base);
  r.use(ctx.auth);

  r.on(...call(responsibleEndpoints.rgState), async (c) => c.json(await rgState(db, c.var.player.id, clock.now())));

  r.on(...call(responsibleEndpoints.rgSetLimits), valid('json', SetLimitsBody), async (c) => {
    const body = c.req.valid('json');
    const wanted: Record<string, number | null> = {};
    for (const [period, text] of Object.entries(body.limits)) {
      if (text === undefined) continue;
      if (body.kind === 'loss' && period === 'monthly') throw refuse(422, 'A loss limit is daily or weekly.');
      wanted[period] = text === null || text === '' ? null : fromWire(text);
    }
    const now = clock.now();
    await inTx(db, (tx) => setLimits(tx, c.var.player.id, body.kind, wanted, now));
    return c.json({ message: 'Your limits are saved.', data: await rgState(db, c.var.player.id, now) });
  });

  r.on(...call(responsibleEndpoints.rgRealityCheck), valid('json', RealityBody), async (c) => {
    const body = c.req.valid('json');
    const now = clock.now();
    await inTx(db, (tx) => setRealityCheck(tx, c.var.player.id, body.minutes, now));
    return c.json({ message: 'Your reality check is saved.', data: await rgState(db, c.var.player.id, now) });
  });

  /** A break or self-exclusion: the password again, then every session of the player ends. */
  r.on(...call(responsibleEndpoints.rgBlock), valid('json', BlockBody), async (c) => {
    const d = c.req.valid('json');
    if ((d.kind === 'break') !== BREAKS.includes(d.duration)) throw refuse(422, 'Choose how long the break or self-exclusion lasts.');
    const player = await one<{ password_hash: string }>(db, 'SELECT password_hash FROM players WHERE id = ?', [c.var.player.id]);
    if (!player || !(await verifyPassword(d.password, String(player.password_hash)))) throw refuse(422, 'The password is not correct.');
    const now = clock.now();
    await inTx(db, (tx) => takeBlock(tx, c.var.player.id, d.kind, d.duration as BlockDuration, now));
    const block = await activeBlock(db, c.var.player.id, now);
    return c.json({ message: block ? blockMessage(block) : 'Saved.' });
  });

  /** This login's play for the reality check: since the login, and the net result (wins − stakes). */
  r.on(...call(responsibleEndpoints.rgSession), async (c) => {
    const token = await one<{ created_at: string }>(db, 'SELECT created_at FROM tokens WHERE token_hash = ?', [sha256(bearerToken(c) ?? '')]);
    const startedAt = token?.created_at ?? new Date(clock.now()).toISOString();
    const settings = await one<{ reality_minutes: number }>(db, 'SELECT reality_minutes FROM rg_settings WHERE player_id = ?', [c.var.player.id]);
    const lost = await netLossSince(db, c.var.player.id, Date.parse(startedAt));
    return c.json({ started_at: startedAt, net: toWire(-lost), reality_check: Number(settings?.reality_minutes ?? 0) });
  });

  return r;
}
