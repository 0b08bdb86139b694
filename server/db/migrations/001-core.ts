export default {
  id: '001-core',
  sql: `
CREATE TABLE players (
  id INTEGER PRIMARY KEY,
  username TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  name TEXT NOT NULL DEFAULT '',
  phone TEXT NOT NULL DEFAULT '',
  email TEXT NOT NULL DEFAULT '',
  currency TEXT NOT NULL DEFAULT 'BDT',
  status TEXT NOT NULL DEFAULT 'active',
  session_id INTEGER NOT NULL DEFAULT 0,
  email_verified_at TEXT,
  dofb TEXT,
  balance INTEGER NOT NULL DEFAULT 0 CHECK (balance >= 0),
  bonus_balance INTEGER NOT NULL DEFAULT 0,
  vip_coin INTEGER NOT NULL DEFAULT 0,
  cash_bonus INTEGER NOT NULL DEFAULT 0,
  referral_code TEXT NOT NULL UNIQUE,
  referred_by TEXT,
  agent_code TEXT,
  created_at TEXT NOT NULL,
  last_login_at TEXT
);
CREATE TABLE tokens (
  token_hash TEXT PRIMARY KEY,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  kind TEXT NOT NULL DEFAULT 'session',
  created_at TEXT NOT NULL
);
CREATE INDEX tokens_player ON tokens(player_id);
CREATE TABLE login_attempts (key TEXT NOT NULL, at INTEGER NOT NULL);
CREATE INDEX login_attempts_key ON login_attempts(key, at);
CREATE TABLE outbox (
  id INTEGER PRIMARY KEY,
  channel TEXT NOT NULL,
  destination TEXT NOT NULL,
  username TEXT,
  purpose TEXT NOT NULL,
  body TEXT NOT NULL,
  code TEXT,
  created_at TEXT NOT NULL
);
CREATE TABLE otps (
  id INTEGER PRIMARY KEY,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  purpose TEXT NOT NULL,
  target TEXT NOT NULL DEFAULT '',
  code_hash TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  attempts INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE captchas (id TEXT PRIMARY KEY, answer TEXT NOT NULL, expires_at INTEGER NOT NULL);
CREATE TABLE logos (id INTEGER PRIMARY KEY, logo TEXT, mobile_logo TEXT, loader_logo TEXT, favicon TEXT);
CREATE TABLE general_settings (
  id INTEGER PRIMARY KEY,
  site_title TEXT NOT NULL,
  site_status INTEGER NOT NULL DEFAULT 1,
  whatsapp TEXT, live_chat TEXT, intercom TEXT, tawk_id TEXT,
  notice TEXT NOT NULL DEFAULT '[]',
  system_notice TEXT,
  support_mail TEXT,
  withdrawal_status INTEGER NOT NULL DEFAULT 1
);
CREATE TABLE social_links (id INTEGER PRIMARY KEY, whatsapp TEXT, facebook TEXT, telegram TEXT);
CREATE TABLE sliders (
  id INTEGER PRIMARY KEY, status TEXT NOT NULL, slider_type TEXT NOT NULL,
  link TEXT, thubmnail TEXT NOT NULL, name TEXT NOT NULL, message_id TEXT, sort INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE providers (system TEXT NOT NULL, type TEXT NOT NULL, name TEXT NOT NULL, PRIMARY KEY (system, type));
CREATE TABLE games (
  code TEXT PRIMARY KEY, name TEXT NOT NULL, type TEXT NOT NULL, platform TEXT NOT NULL,
  display_order INTEGER NOT NULL, created_at TEXT NOT NULL
);
CREATE INDEX games_type ON games(type, platform);
CREATE TABLE promotions (
  id INTEGER PRIMARY KEY, name TEXT NOT NULL, desc TEXT NOT NULL, thumbnail TEXT NOT NULL,
  start_date TEXT NOT NULL, end_date TEXT NOT NULL, status TEXT NOT NULL,
  categories TEXT NOT NULL DEFAULT '[]', deposit_bouns INTEGER NOT NULL DEFAULT 0, turnover_multiplier INTEGER NOT NULL DEFAULT 1
);
CREATE TABLE payment_methods (
  id INTEGER PRIMARY KEY, name TEXT NOT NULL, icon TEXT NOT NULL, status TEXT NOT NULL,
  account_type TEXT NOT NULL, type TEXT NOT NULL DEFAULT 'manual'
);
CREATE TABLE market_blocks (
  player_id INTEGER PRIMARY KEY REFERENCES players(id) ON DELETE CASCADE,
  exchange_market INTEGER NOT NULL DEFAULT 0, cs_market INTEGER NOT NULL DEFAULT 0,
  games_market INTEGER NOT NULL DEFAULT 0, status TEXT NOT NULL DEFAULT 'active'
);
CREATE TABLE transactions (
  id INTEGER PRIMARY KEY,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  key INTEGER NOT NULL DEFAULT 0,
  action TEXT NOT NULL,
  amount INTEGER NOT NULL,
  transaction_id TEXT,
  account_number TEXT,
  payment_method_id INTEGER REFERENCES payment_methods(id),
  promotion_id INTEGER REFERENCES promotions(id),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX transactions_player ON transactions(player_id, created_at);
CREATE TABLE turnovers (
  id INTEGER PRIMARY KEY,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  promotion_id INTEGER REFERENCES promotions(id),
  transaction_id INTEGER REFERENCES transactions(id),
  status TEXT NOT NULL DEFAULT 'active',
  required_turnover INTEGER NOT NULL,
  remaining_turnover INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
`,
};
