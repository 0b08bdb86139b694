/**
 * Exchange bets are placed here (our contract, docs/api.md): exchange_records gains what placement
 * and settlement need (event, market, selection, the market's runner count, matched, the client's idempotency key) and two
 * statuses beside the spec's open / WON / LOST: VOID (abandoned event) and CANCELLED (unmatched bet
 * cancelled). SQLite cannot widen a CHECK in place, so the table is rebuilt with its rows.
 */
export default {
  id: '011-exchange-bets',
  sql: `
CREATE TABLE exchange_records_new (
  id INTEGER PRIMARY KEY,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  transaction_id TEXT NOT NULL UNIQUE,
  event_name TEXT NOT NULL,
  market_name TEXT NOT NULL,
  selection_name TEXT NOT NULL,
  bet_type TEXT NOT NULL CHECK (bet_type IN ('back', 'lay')),
  odds TEXT NOT NULL,
  run TEXT,
  stake INTEGER NOT NULL,
  potential_profit INTEGER NOT NULL,
  potential_liability INTEGER NOT NULL,
  net_profit_loss INTEGER NOT NULL DEFAULT 0,
  status TEXT NOT NULL CHECK (status IN ('open', 'WON', 'LOST', 'VOID', 'CANCELLED')),
  created_at TEXT NOT NULL,
  settled_at TEXT,
  event_id TEXT,
  market_id TEXT,
  market TEXT CHECK (market IN ('odds', 'bookmaker', 'fancy')),
  market_key TEXT,
  selection_id TEXT,
  runners INTEGER,
  matched INTEGER NOT NULL DEFAULT 1,
  matched_at TEXT,
  idempotency_key TEXT
);
INSERT INTO exchange_records_new (id, player_id, transaction_id, event_name, market_name, selection_name, bet_type, odds, run, stake,
  potential_profit, potential_liability, net_profit_loss, status, created_at, settled_at)
  SELECT id, player_id, transaction_id, event_name, market_name, selection_name, bet_type, odds, run, stake,
  potential_profit, potential_liability, net_profit_loss, status, created_at, settled_at FROM exchange_records;
DROP TABLE exchange_records;
ALTER TABLE exchange_records_new RENAME TO exchange_records;
CREATE INDEX exchange_records_player ON exchange_records(player_id, created_at);
CREATE INDEX exchange_records_open ON exchange_records(status, event_id);
CREATE UNIQUE INDEX exchange_records_idem ON exchange_records(player_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
`,
};
