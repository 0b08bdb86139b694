/** The sports schedule the odds simulation runs on (events start and end; prices are computed from time). */
export default {
  id: '005-sports',
  sql: `
CREATE TABLE sports_events (
  event_id TEXT PRIMARY KEY,
  market_id TEXT NOT NULL UNIQUE,
  sport TEXT NOT NULL CHECK (sport IN ('cricket', 'soccer', 'tennis')),
  name TEXT NOT NULL,
  home TEXT NOT NULL,
  away TEXT NOT NULL,
  has_fancy INTEGER NOT NULL DEFAULT 0,
  has_bookmaker INTEGER NOT NULL DEFAULT 0,
  start_at INTEGER NOT NULL,
  end_at INTEGER NOT NULL,
  seq INTEGER NOT NULL UNIQUE,
  created_at TEXT NOT NULL
);
CREATE INDEX sports_events_sport ON sports_events(sport, start_at);
`,
};
