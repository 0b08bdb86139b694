import { Hono } from 'hono';
import { callsAt } from '../lib/contract-routes';
import { publicEndpoints } from '../../src/api/calls/public';
import { fundsEndpoints } from '../../src/api/calls/funds';
import { valid } from '../lib/validate';
import { IdParam } from '../../src/api/contract/common';
import { GamesQuery, ProvidersQuery, SystemsQuery } from '../../src/api/contract/public';
import type { ServerContext } from '../context';
import { all, one } from '../db/client';
import type { AppEnv } from '../lib/auth';
import { refuse } from '../lib/http';

/** Public catalogue calls (no token): the same answer for everyone, so they may be cached by the PWA. */
export function publicRoutes({ db }: ServerContext, base: string): Hono<AppEnv> {
  const r = new Hono<AppEnv>();
  const call = callsAt(base);

  r.on(...call(publicEndpoints.logo), async (c) => c.json(await all(db, 'SELECT logo, mobile_logo, loader_logo, favicon FROM logos ORDER BY id')));

  r.on(...call(publicEndpoints.general), async (c) => {
    const rows = await all<Record<string, unknown>>(db, 'SELECT * FROM general_settings ORDER BY id');
    return c.json(rows.map(({ id: _id, notice, ...g }) => ({ ...g, notice: JSON.parse(String(notice)) })));
  });

  r.on(...call(publicEndpoints.sliders), async (c) =>
    c.json(
      await all(db, "SELECT id, status, slider_type, link, thubmnail, name, message_id FROM sliders WHERE status = 'active' ORDER BY slider_type, sort, id"),
    ),
  );

  r.on(...call(publicEndpoints.sociallink), async (c) => c.json((await one(db, 'SELECT whatsapp, facebook, telegram FROM social_links ORDER BY id')) ?? {}));

  r.on(...call(publicEndpoints.systems), valid('query', SystemsQuery), async (c) => {
    const q = c.req.valid('query');
    const rows = await all<{ system: string }>(db, 'SELECT system FROM providers WHERE type = ? ORDER BY system', [q.type.toUpperCase()]);
    if (rows.length === 0) return c.json({ systems: [], message: 'No systems found for this type' });
    return c.json({ systems: rows.map((x) => x.system) });
  });

  r.on(...call(publicEndpoints.providers), valid('query', ProvidersQuery), async (c) => {
    const systems = c.req.valid('query').system;
    if (systems.length === 0) return c.json({ data: [], message: 'No providers found' });
    const marks = systems.map(() => '?').join(',');
    const rows = await all<{ platform: string; name: string; type: string }>(
      db,
      `SELECT DISTINCT system AS platform, name FROM providers WHERE system IN (${marks}) ORDER BY name`,
      systems,
    );
    return c.json({ data: rows });
  });

  r.on(...call(publicEndpoints.types), async (c) => {
    const rows = await all<{ type: string }>(db, 'SELECT DISTINCT type FROM games ORDER BY type');
    return c.json({ types: rows.map((x) => x.type) });
  });

  r.on(...call(publicEndpoints.games), valid('query', GamesQuery), async (c) => {
    const q = c.req.valid('query');
    const systems = q.system ?? [];
    const args: string[] = [q.type.toUpperCase(), ...systems];
    const where = systems.length ? ` AND platform IN (${systems.map(() => '?').join(',')})` : '';
    const games = await all(db, `SELECT code, name, type, platform, display_order, created_at FROM games WHERE type = ?${where} ORDER BY display_order`, args);
    const withPoster = games.map((g) => ({ ...g, poster: `/storage/posters/${encodeURIComponent(String(g.code))}.webp` }));
    if (withPoster.length === 0) return c.json({ games: [], message: 'No games found' });
    return c.json({ games: withPoster });
  });

  const promotionRow = (p: Record<string, unknown>) => ({ ...p, categories: JSON.parse(String(p.categories ?? '[]')) });
  r.on(...call(publicEndpoints.promotions), async (c) => {
    const rows = await all(db, 'SELECT id, name, desc, thumbnail, start_date, end_date, status, categories, deposit_bouns FROM promotions ORDER BY id');
    return c.json(rows.map(promotionRow));
  });
  r.on(...call(publicEndpoints.promotionDetail), valid('param', IdParam), async (c) => {
    const row = await one(db, 'SELECT id, name, desc, thumbnail, start_date, end_date, status, categories, deposit_bouns FROM promotions WHERE id = ?', [
      c.req.valid('param').id,
    ]);
    if (!row) throw refuse(404, 'Promotion not found');
    return c.json({ data: promotionRow(row) });
  });

  r.on(...call(fundsEndpoints.paymentMethods), async (c) =>
    c.json(await all(db, 'SELECT id, name, icon, status, account_type, type FROM payment_methods ORDER BY id')),
  );

  return r;
}
