/**
 * Funds and profile: deposit channels and the accounts players pay into, e-wallet requests, extra
 * phones. Deposits and withdrawals are rows of the core transactions table (action deposit/withdraw,
 * key 0 pending, 1 success, 2 fail); the one-pending and duplicate-id rules are enforced inside write
 * transactions by server/routes/funds.ts (rules in server/lib/funds-rules.ts).
 */
export default {
  id: '003-funds',
  sql: `
CREATE TABLE deposit_channels (
  id INTEGER PRIMARY KEY,
  provider TEXT NOT NULL,
  account_type TEXT NOT NULL,
  min_amount INTEGER NOT NULL,
  max_amount INTEGER NOT NULL,
  maintenance INTEGER NOT NULL DEFAULT 0,
  status TEXT NOT NULL DEFAULT 'active',
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX deposit_channels_provider ON deposit_channels(provider);
CREATE TABLE payment_accounts (
  id INTEGER PRIMARY KEY,
  provider TEXT NOT NULL,
  account_type TEXT NOT NULL,
  account_number TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'active'
);
CREATE INDEX payment_accounts_provider ON payment_accounts(provider, account_type);
CREATE TABLE ewallet_requests (
  id INTEGER PRIMARY KEY,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  reference TEXT NOT NULL UNIQUE,
  number TEXT NOT NULL,
  amount INTEGER NOT NULL,
  provider TEXT NOT NULL,
  payment_method_id INTEGER REFERENCES payment_methods(id),
  promotion_id INTEGER REFERENCES promotions(id),
  status TEXT NOT NULL DEFAULT 'open',
  transaction_ref INTEGER REFERENCES transactions(id),
  created_at TEXT NOT NULL
);
CREATE TABLE other_phones (
  id INTEGER PRIMARY KEY,
  player_id INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
  contract_value TEXT NOT NULL,
  isverify INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  UNIQUE (player_id, contract_value)
);
ALTER TABLE transactions ADD COLUMN settled_at TEXT;
CREATE INDEX transactions_trx ON transactions(transaction_id);
`,
};
