/** Game sessions opened by POST /api/game-run: the demo game page looks its session up by token. */
export default {
  id: '002-lobby',
  sql: `
CREATE TABLE game_sessions (
  token_hash TEXT PRIMARY KEY,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  game_code TEXT NOT NULL,
  platform TEXT NOT NULL,
  type TEXT NOT NULL,
  is_mobile INTEGER NOT NULL DEFAULT 1,
  external_url TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);
CREATE INDEX game_sessions_player ON game_sessions(player_id, created_at);
`,
};
