/**
 * Member area II: betting records (casino and exchange), the VIP points ledger and monthly history,
 * inbox messages, referral rewards, support chats, and the revert/resubmit marks on transactions.
 * Money columns are integer paisa.
 */
export default {
  id: '004-member',
  sql: `
CREATE TABLE bet_records (
  id INTEGER PRIMARY KEY,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  status TEXT NOT NULL CHECK (status IN ('settled', 'unsettled')),
  platform_id INTEGER NOT NULL,
  game_type_id INTEGER NOT NULL,
  game_name TEXT NOT NULL,
  bet_amount INTEGER NOT NULL,
  win_amount INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  settled_at TEXT
);
CREATE INDEX bet_records_player ON bet_records(player_id, status, created_at);
CREATE TABLE exchange_records (
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
  status TEXT NOT NULL CHECK (status IN ('open', 'WON', 'LOST')),
  created_at TEXT NOT NULL,
  settled_at TEXT
);
CREATE INDEX exchange_records_player ON exchange_records(player_id, created_at);
CREATE TABLE vip_points (
  id INTEGER PRIMARY KEY,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  points INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('received', 'used')),
  source TEXT NOT NULL,
  amount INTEGER NOT NULL DEFAULT 0,
  nonce TEXT UNIQUE,
  created_at TEXT NOT NULL
);
CREATE INDEX vip_points_player ON vip_points(player_id, kind, created_at);
CREATE TABLE vip_history (
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  year INTEGER NOT NULL,
  month INTEGER NOT NULL,
  level TEXT NOT NULL,
  experience INTEGER NOT NULL,
  PRIMARY KEY (player_id, year, month)
);
CREATE TABLE inbox_messages (
  id INTEGER PRIMARY KEY,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  title TEXT NOT NULL,
  message TEXT NOT NULL,
  is_read INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  deleted_at TEXT
);
CREATE INDEX inbox_player ON inbox_messages(player_id, deleted_at, created_at);
CREATE TABLE referral_rewards (
  id INTEGER PRIMARY KEY,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  date TEXT NOT NULL,
  turnover INTEGER NOT NULL,
  cash_reward INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('pending', 'claimable', 'claimed')),
  details TEXT NOT NULL DEFAULT '',
  claimed_at TEXT
);
CREATE INDEX referral_rewards_player ON referral_rewards(player_id, date);
CREATE TABLE chats (
  id INTEGER PRIMARY KEY,
  user_one_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  user_two_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  UNIQUE (user_one_id, user_two_id)
);
CREATE TABLE chat_messages (
  id INTEGER PRIMARY KEY,
  chat_id INTEGER NOT NULL REFERENCES chats(id) ON DELETE CASCADE,
  sender_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  content TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX chat_messages_chat ON chat_messages(chat_id, id);
ALTER TABLE transactions ADD COLUMN reverted_at TEXT;
ALTER TABLE transactions ADD COLUMN resubmitted_at TEXT;
`,
};
