/**
 * A known device is recognised by a signed cookie of its own (lib/device-cookie.ts), not by its client
 * address: a mobile carrier puts thousands of subscribers behind one address, so an address said
 * nothing about whose device it was. known_devices holds a keyed hash of each device id a player logged
 * in from; the addresses of login_devices are dropped.
 */
export default {
  id: '017-device-cookies',
  sql: `
DROP TABLE login_devices;
CREATE TABLE known_devices (
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  device_hash TEXT NOT NULL,
  seen_at TEXT NOT NULL,
  PRIMARY KEY (player_id, device_hash)
);
`,
};
