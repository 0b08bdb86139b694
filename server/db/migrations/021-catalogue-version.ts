/**
 * A number that changes with every change of the games catalogue, however it is made: the server
 * keeps get-games answers (and their compressed copies) until it changes (lib/public-cache.ts).
 */
export default {
  id: '021-catalogue-version',
  sql: `
CREATE TABLE catalogue_version (id INTEGER PRIMARY KEY CHECK (id = 1), version INTEGER NOT NULL);
INSERT INTO catalogue_version (id, version) VALUES (1, 0);
CREATE TRIGGER games_inserted AFTER INSERT ON games BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER games_updated AFTER UPDATE ON games BEGIN UPDATE catalogue_version SET version = version + 1; END;
CREATE TRIGGER games_deleted AFTER DELETE ON games BEGIN UPDATE catalogue_version SET version = version + 1; END;
`,
};
