import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono } from 'hono';
import { callsAt } from '../../lib/contract-routes';
import { exchangeEndpoints, sportsHostIpLookup } from '../../../src/api/calls/exchange';
import * as v from 'valibot';
import { EventParam, IpQuery, MarketParam, Sport } from '../../../src/api/contract/exchange';
import type { ServerContext } from '../../context';
import type { AppEnv } from '../../lib/auth';
import { refuse } from '../../lib/http';
import { valid } from '../../lib/validate';
import { simFor } from '../../sports/instance';

/**
 * The sports host of the reference API (spec 3, section 7), no token: events per
 * sport, match odds, event detail with bookmaker and fancy, and the IP lookup. Its pages: score.ts,
 * stream.ts, exchange-site.ts; its test control: POST /api/dev/sports (routes/dev.ts).
 */
export function sportsEventRoutes(ctx: ServerContext, base: string): Hono<AppEnv> {
  const sim = simFor(ctx);
  const r = new Hono<AppEnv>();
  const call = callsAt(base);

  r.on(...call(exchangeEndpoints.sportsEvents), async (c) => {
    const sport = v.safeParse(Sport, c.req.param('sport'));
    if (!sport.success) throw refuse(404, 'Unknown sport');
    return c.json(await sim.list(sport.output));
  });

  r.on(...call(exchangeEndpoints.matchOdds), valid('param', MarketParam), async (c) => {
    const e = await sim.byMarket(c.req.valid('param').marketId);
    if (!e) throw refuse(404, 'Market not found');
    return c.json(sim.matchOdds(e));
  });

  r.on(...call(exchangeEndpoints.sportsEvent), valid('param', EventParam), async (c) => {
    const e = await sim.byEvent(c.req.valid('param').eventId);
    if (!e) throw refuse(404, 'Event not found');
    return c.json(sim.eventDetail(e));
  });

  r.on(...call(sportsHostIpLookup), valid('query', IpQuery), (c) => {
    let ip = '127.0.0.1';
    try {
      ip = getConnInfo(c).remote.address ?? ip;
    } catch {
      /* app.request in tests has no socket */
    }
    return c.json({ ip: ip.replace(/^::ffff:/, '') });
  });

  return r;
}
