/**
 * Push notifications. A subscription belongs to the login that made it (login_hash, the session token's
 * hash): when that login ends (logout, a password change, a break or self-exclusion, expiry) its row goes
 * with the token. push_outbox is written in the transaction of the event it tells of (a deposit settled,
 * a bet settled, a message sent, a limit change that takes effect later: due_at), so a crash loses none;
 * the sender turns each due row into one delivery per subscription that wants its kind, and a delivery
 * that fails is tried again later (next_at) a few times. push_vapid keeps the development key pair.
 * Times in ms since the epoch where the sender compares them.
 */
export default {
  id: '018-push',
  sql: `
CREATE TABLE push_subscriptions (
  id INTEGER PRIMARY KEY,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  login_hash TEXT NOT NULL REFERENCES tokens(token_hash) ON DELETE CASCADE,
  endpoint TEXT NOT NULL UNIQUE,
  p256dh TEXT NOT NULL,
  auth TEXT NOT NULL,
  lang TEXT NOT NULL CHECK (lang IN ('en', 'bn')),
  kinds TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX push_subscriptions_player ON push_subscriptions(player_id, id);
CREATE INDEX push_subscriptions_login ON push_subscriptions(login_hash);
CREATE TABLE push_outbox (
  id INTEGER PRIMARY KEY,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  kind TEXT NOT NULL,
  event TEXT NOT NULL,
  data TEXT NOT NULL,
  topic TEXT,
  due_at INTEGER NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX push_outbox_due ON push_outbox(due_at);
CREATE INDEX push_outbox_topic ON push_outbox(player_id, topic);
CREATE TABLE push_deliveries (
  id INTEGER PRIMARY KEY,
  subscription_id INTEGER NOT NULL REFERENCES push_subscriptions(id) ON DELETE CASCADE,
  event TEXT NOT NULL,
  data TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_at INTEGER NOT NULL
);
CREATE INDEX push_deliveries_next ON push_deliveries(next_at);
CREATE TABLE push_vapid (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  public_key TEXT NOT NULL,
  private_key TEXT NOT NULL
);
`,
};
