/**
 * A cash out places its hedge bets as ordinary exchange bets; cash_out_key marks them as such (My Bets,
 * history and records say so) and holds the cash out's own idempotency key, so a repeated request
 * answers the bets it placed before; cash_out_amount is the amount the cash out locked (paisa), the
 * same on each of its bets.
 */
export default {
  id: '020-exchange-cash-out',
  sql: `
ALTER TABLE exchange_records ADD COLUMN cash_out_key TEXT;
ALTER TABLE exchange_records ADD COLUMN cash_out_amount INTEGER;
CREATE INDEX exchange_records_cash_out ON exchange_records(player_id, cash_out_key) WHERE cash_out_key IS NOT NULL;
`,
};
