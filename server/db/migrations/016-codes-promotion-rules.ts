/**
 * One-time codes are kept as HMACs keyed by the server's secret, each row with a salt of its own
 * (server/lib/otp.ts); codes kept before as plain SHA-256 cannot match any more and are retired.
 *
 * A promotion's rules are data on the promotion, checked when a deposit is submitted and again when
 * it is settled (server/lib/promotion-rules.ts): first deposit only, the largest bonus (paisa, NULL
 * = no cap) and the smallest deposit that takes it (paisa). The seeded promotions whose texts state
 * rules get them here too, for databases seeded before; a new database gets them from the seed.
 */
export default {
  id: '016-codes-promotion-rules',
  sql: `
ALTER TABLE otps ADD COLUMN salt TEXT NOT NULL DEFAULT '';
UPDATE otps SET used_at = 0 WHERE used_at IS NULL;
ALTER TABLE promotions ADD COLUMN first_deposit_only INTEGER NOT NULL DEFAULT 0 CHECK (first_deposit_only IN (0, 1));
ALTER TABLE promotions ADD COLUMN bonus_cap INTEGER CHECK (bonus_cap IS NULL OR bonus_cap >= 0);
ALTER TABLE promotions ADD COLUMN min_deposit INTEGER NOT NULL DEFAULT 0 CHECK (min_deposit >= 0);
UPDATE promotions SET first_deposit_only = 1, bonus_cap = 1000000, turnover_multiplier = 10 WHERE name IN ('Welcome Offer 100%', 'Welcome Bonus 100%');
UPDATE promotions SET bonus_cap = 200000 WHERE name = 'Slots Reload 20%';
UPDATE promotions SET bonus_cap = 100000 WHERE name = 'Slots Daily Reload';
`,
};
