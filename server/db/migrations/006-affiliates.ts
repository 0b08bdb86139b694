/**
 * Affiliates: the codes of their links (/affiliate_code?affiliate_code=...). Sign-up sends such a
 * code in referral_code (the spec prefills that field with it), so the server accepts either kind.
 */
export default {
  id: '006-affiliates',
  sql: `
CREATE TABLE affiliates (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  created_at TEXT NOT NULL
);
ALTER TABLE players ADD COLUMN affiliate_code TEXT;
`,
};
