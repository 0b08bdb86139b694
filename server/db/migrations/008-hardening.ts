/**
 * Hardening: a token that travels in a URL (exchange, lucky-sports launch) names the login it was given
 * to (parent_hash, the session token's hash) and may expire on its own (expires_at, ISO time), so logout,
 * a password change or the end of the session ends it too. login_devices keeps the addresses a player
 * logged in from, so the per-username lock slows an attacker without locking the owner out.
 */
export default {
  id: '008-hardening',
  sql: `
ALTER TABLE tokens ADD COLUMN parent_hash TEXT;
ALTER TABLE tokens ADD COLUMN expires_at TEXT;
CREATE INDEX tokens_parent ON tokens(parent_hash);
CREATE TABLE login_devices (
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  address TEXT NOT NULL,
  seen_at TEXT NOT NULL,
  PRIMARY KEY (player_id, address)
);
`,
};
