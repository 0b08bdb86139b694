/**
 * Deposit receipts: the pictures a player attaches to a deposit, kept in the database (outside the
 * web root; nothing under dist/ or /storage/ serves them). Uploaded before the deposit call, which
 * then attaches them (transaction_id) in its own SQL transaction.
 */
export default {
  id: '009-receipts',
  sql: `
CREATE TABLE receipts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  player_id INTEGER NOT NULL REFERENCES players(id),
  transaction_id INTEGER REFERENCES transactions(id),
  content_type TEXT NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'image/webp')),
  size INTEGER NOT NULL,
  data BLOB NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX receipts_by_transaction ON receipts (transaction_id);
CREATE INDEX receipts_by_player ON receipts (player_id);
`,
};
