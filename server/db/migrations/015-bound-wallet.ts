/**
 * Money bound to its player, session and time, and nothing left open by a crash:
 * - game_sessions.login_hash: the hash of the login (session token) that launched the game; the game
 *   session lives only while that login does (logout, password change or reset, expiry, a break or
 *   self-exclusion end it). Sessions from before have none and are ended.
 * - wallet_transactions.session_hash: the game session a debit, credit or rollback came with, so every
 *   later call of the round must come with the same one (rows from before have none: bound by player).
 * - provider_rounds gains the state 'opening' (the debit is sent, its fate unknown): the provider's
 *   sweep rolls such a round back, and pays an 'open' one with the outcome decided at its start. Slot
 *   rounds left 'open' before this could be either, so they become 'opening' (a rollback returns a
 *   stake that was taken, and leaves a tombstone for one that was not).
 */
export default {
  id: '015-bound-wallet',
  sql: `
ALTER TABLE game_sessions ADD COLUMN login_hash TEXT;
ALTER TABLE wallet_transactions ADD COLUMN session_hash TEXT;
CREATE TABLE provider_rounds_next (
  id TEXT PRIMARY KEY,
  session_token TEXT NOT NULL,
  game TEXT NOT NULL CHECK (game IN ('slot', 'crash')),
  stake INTEGER NOT NULL,
  outcome TEXT NOT NULL,
  win INTEGER NOT NULL DEFAULT 0,
  status TEXT NOT NULL CHECK (status IN ('opening', 'open', 'settling', 'settled', 'cancelled')),
  started_at TEXT NOT NULL,
  settled_at TEXT
);
INSERT INTO provider_rounds_next (id, session_token, game, stake, outcome, win, status, started_at, settled_at)
  SELECT id, session_token, game, stake, outcome, win, CASE WHEN status = 'open' AND game = 'slot' THEN 'opening' ELSE status END, started_at, settled_at
    FROM provider_rounds;
DROP TABLE provider_rounds;
ALTER TABLE provider_rounds_next RENAME TO provider_rounds;
CREATE INDEX provider_rounds_open ON provider_rounds(status, game);
`,
};
