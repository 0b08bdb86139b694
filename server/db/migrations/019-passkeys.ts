/**
 * Passkeys (WebAuthn) beside the password (lib/passkeys.ts). A player's passkeys: the credential's id
 * and public key (base64url, as the browser sends them), the signature counter last seen (a counter
 * that goes back is refused), and what the account screen lists. Challenges are kept here until used
 * or expired, as a hash: single use, and a copy of the table gives nobody a live one. Each player gets
 * a random user handle for the authenticators (never the row id or the username).
 */
export default {
  id: '019-passkeys',
  sql: `
CREATE TABLE passkeys (
  id INTEGER PRIMARY KEY,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  credential_id TEXT NOT NULL UNIQUE,
  public_key TEXT NOT NULL,
  counter INTEGER NOT NULL DEFAULT 0,
  transports TEXT NOT NULL DEFAULT '[]',
  device_type TEXT NOT NULL,
  backed_up INTEGER NOT NULL DEFAULT 0,
  name TEXT NOT NULL,
  created_at TEXT NOT NULL,
  last_used_at TEXT
);
CREATE INDEX passkeys_player ON passkeys(player_id);
CREATE TABLE passkey_users (
  player_id INTEGER PRIMARY KEY REFERENCES players(id) ON DELETE CASCADE,
  user_handle TEXT NOT NULL UNIQUE
);
CREATE TABLE passkey_challenges (
  challenge_hash TEXT PRIMARY KEY,
  purpose TEXT NOT NULL,
  player_id INTEGER REFERENCES players(id) ON DELETE CASCADE,
  address TEXT,
  expires_at INTEGER NOT NULL
);
CREATE INDEX passkey_challenges_expiry ON passkey_challenges(expires_at);
CREATE INDEX passkey_challenges_address ON passkey_challenges(address, expires_at);
`,
};
