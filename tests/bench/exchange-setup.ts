import { fundedPlayer } from './wallet';

/** What a placement needs: an in-play match-odds market, a runner of it and the players who bet. */
export interface PlacementSetUp {
  eventId: string;
  marketId: string;
  selectionId: string;
  /** bearer tokens of funded players (৳25,000 each) */
  tokens: string[];
}

async function json(res: Response): Promise<any> {
  const text = await res.text();
  if (!res.ok) throw new Error(`${res.url} ${res.status} ${text.slice(0, 200)}`);
  return JSON.parse(text);
}

/** The first in-play cricket match's first runner, and `players` funded players to bet on it. */
export async function setUpPlacement(base: string, players: number): Promise<PlacementSetUp> {
  const events = await json(await fetch(`${base}/api/sports-events/cricket`));
  const live = events.find((e: { Status: string }) => e.Status === 'inplay');
  if (!live) throw new Error('no in-play cricket match');
  const [odds] = await json(await fetch(`${base}/api/match-odds/${live.MarketId}`));
  const tokens: string[] = [];
  for (let i = 0; i < players; i++) tokens.push((await fundedPlayer(base, 25_000)).token);
  return { eventId: live.EventId, marketId: live.MarketId, selectionId: odds.runners[0].selectionId, tokens };
}

/** A ৳10 back bet at 1.01 (it matches at the price offered), with its own idempotency key. */
export function placementBody(s: PlacementSetUp, key: string) {
  return {
    idempotency_key: `${key}-${Math.random().toString(36).slice(2, 10)}`,
    market: 'odds',
    event_id: s.eventId,
    market_id: s.marketId,
    selection_id: s.selectionId,
    side: 'back',
    odds: '1.01',
    stake: '10',
  };
}
