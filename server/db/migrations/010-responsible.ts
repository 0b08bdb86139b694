/**
 * Responsible gaming: deposit and loss limits (with a raise or removal waiting its 24 hours), the
 * reality-check interval, breaks and self-exclusions, and the history of every change to them.
 * Amounts are paisa; NULL amount = no limit. Times are ISO instants (UTC).
 */
export default {
  id: '010-responsible',
  sql: `
CREATE TABLE rg_limits (
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('deposit', 'loss')),
  period TEXT NOT NULL CHECK (period IN ('daily', 'weekly', 'monthly')),
  amount INTEGER,
  pending_amount INTEGER,
  pending_at TEXT,
  PRIMARY KEY (player_id, kind, period)
);
CREATE TABLE rg_settings (
  player_id INTEGER PRIMARY KEY REFERENCES players(id) ON DELETE CASCADE,
  reality_minutes INTEGER NOT NULL DEFAULT 0 CHECK (reality_minutes IN (0, 30, 60)),
  break_until TEXT,
  excluded_until TEXT,
  excluded_permanent INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE rg_history (
  id INTEGER PRIMARY KEY,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  action TEXT NOT NULL,
  kind TEXT,
  period TEXT,
  old_amount INTEGER,
  new_amount INTEGER,
  effective_at TEXT,
  detail TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX rg_history_player ON rg_history(player_id, id);
`,
};
