/**
 * One ledger: every change of a player's main or bonus wallet is one row here, written in the same
 * transaction as the change (server/lib/ledger.ts is the only writer). A wallet's balance always
 * equals the sum of its rows, so balances seeded before this migration get an opening row each.
 * A reference is unique per kind, so a repeated idempotent action can never book twice.
 *
 * Also the money path of play: the platform's wallet API (wallet_transactions: one row per debit,
 * credit or rollback a provider sent, with the first answer replayed on a repeat; a rollback of an
 * unknown debit is a tombstone that refuses the late debit), the game provider's rounds, the game
 * session's last use (30 minutes idle ends it), the round a betting record comes from, and what
 * settled stakes accrue (VIP point carry, referral turnover by tier).
 */
export default {
  id: '007-ledger',
  sql: `
CREATE TABLE ledger (
  id INTEGER PRIMARY KEY,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  wallet TEXT NOT NULL DEFAULT 'main' CHECK (wallet IN ('main', 'bonus')),
  kind TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount <> 0),
  balance_after INTEGER NOT NULL CHECK (balance_after >= 0),
  reference TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX ledger_player ON ledger(player_id, wallet, id);
CREATE INDEX ledger_player_time ON ledger(player_id, created_at);
CREATE UNIQUE INDEX ledger_kind_reference ON ledger(kind, reference) WHERE reference IS NOT NULL;
CREATE TABLE wallet_transactions (
  provider TEXT NOT NULL,
  transaction_id TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('debit', 'credit', 'rollback')),
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  round_id TEXT NOT NULL,
  amount INTEGER NOT NULL CHECK (amount >= 0),
  ref_transaction_id TEXT,
  state TEXT NOT NULL CHECK (state IN ('applied', 'rolled_back', 'tombstone')),
  answer TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (provider, transaction_id)
);
CREATE INDEX wallet_transactions_round ON wallet_transactions(provider, round_id);
CREATE INDEX wallet_transactions_ref ON wallet_transactions(provider, ref_transaction_id);
CREATE TABLE provider_rounds (
  id TEXT PRIMARY KEY,
  session_token TEXT NOT NULL,
  game TEXT NOT NULL CHECK (game IN ('slot', 'crash')),
  stake INTEGER NOT NULL,
  outcome TEXT NOT NULL,
  win INTEGER NOT NULL DEFAULT 0,
  status TEXT NOT NULL CHECK (status IN ('open', 'settling', 'settled', 'cancelled')),
  started_at TEXT NOT NULL,
  settled_at TEXT
);
CREATE INDEX provider_rounds_open ON provider_rounds(status, game);
CREATE TABLE play_totals (
  player_id INTEGER PRIMARY KEY REFERENCES players(id) ON DELETE CASCADE,
  settled_stake INTEGER NOT NULL DEFAULT 0
);
ALTER TABLE game_sessions ADD COLUMN last_seen_at TEXT;
ALTER TABLE bet_records ADD COLUMN round_ref TEXT;
CREATE UNIQUE INDEX bet_records_round ON bet_records(round_ref) WHERE round_ref IS NOT NULL;
ALTER TABLE referral_rewards ADD COLUMN tier1_turnover INTEGER NOT NULL DEFAULT 0;
ALTER TABLE referral_rewards ADD COLUMN tier2_turnover INTEGER NOT NULL DEFAULT 0;
ALTER TABLE referral_rewards ADD COLUMN tier3_turnover INTEGER NOT NULL DEFAULT 0;
INSERT INTO ledger (player_id, wallet, kind, amount, balance_after, reference, created_at)
  SELECT id, 'main', 'opening', balance, balance, 'main:' || id, strftime('%Y-%m-%dT%H:%M:%fZ', 'now') FROM players WHERE balance <> 0;
INSERT INTO ledger (player_id, wallet, kind, amount, balance_after, reference, created_at)
  SELECT id, 'bonus', 'opening', bonus_balance, bonus_balance, 'bonus:' || id, strftime('%Y-%m-%dT%H:%M:%fZ', 'now') FROM players WHERE bonus_balance <> 0;
`,
};
