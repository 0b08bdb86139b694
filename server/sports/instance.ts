import type { ServerContext } from '../context';
import { SportsSim, sportsSeed } from './sim';

const sims = new WeakMap<ServerContext, SportsSim>();

/** The one simulation of a server: the sports host shows its prices, the exchange bets and settles on it. */
export function simFor(ctx: ServerContext): SportsSim {
  let sim = sims.get(ctx);
  if (!sim) {
    sim = new SportsSim(ctx.db, sportsSeed());
    sims.set(ctx, sim);
  }
  return sim;
}
