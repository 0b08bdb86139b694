/**
 * Placement reads a player's open exchange bets (their exposure) in its write transaction: an index
 * of the open bets alone, by player and market, so that read touches only them and not the
 * player's whole history of settled bets.
 */
export default {
  id: '014-exchange-open-index',
  sql: `
CREATE INDEX exchange_records_open_player ON exchange_records(player_id, market_key) WHERE status = 'open';
`,
};
