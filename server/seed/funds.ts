import type { Tx } from '../db/client';

/** Deposit channels per provider (amounts in paisa) and the accounts players pay into. */
const DEPOSIT_CHANNELS: Array<{ provider: string; account_type: string; min: number; max: number; maintenance?: 1 }> = [
  { provider: 'bKash', account_type: 'Agent', min: 500_00, max: 25_000_00 },
  { provider: 'bKash', account_type: 'Personal', min: 500_00, max: 10_000_00 },
  { provider: 'bKash', account_type: 'Merchant', min: 500_00, max: 25_000_00, maintenance: 1 },
  { provider: 'Nagad', account_type: 'Marchent', min: 500_00, max: 25_000_00 },
  { provider: 'Nagad', account_type: 'Personal', min: 500_00, max: 10_000_00 },
  { provider: 'Rocket', account_type: 'Personal', min: 500_00, max: 10_000_00 },
  { provider: 'Bank Transfer', account_type: 'Merchant', min: 500_00, max: 25_000_00 },
  { provider: 'OKWallet', account_type: 'Personal', min: 500_00, max: 25_000_00 },
];

const PAYMENT_ACCOUNTS: Array<{ provider: string; account_type: string; number: string }> = [
  { provider: 'bKash', account_type: 'Agent', number: '01911223344' },
  { provider: 'bKash', account_type: 'Personal', number: '01711223355' },
  { provider: 'bKash', account_type: 'Merchant', number: '01811223366' },
  { provider: 'Nagad', account_type: 'Marchent', number: '01611223377' },
  { provider: 'Nagad', account_type: 'Personal', number: '01511223388' },
  { provider: 'Rocket', account_type: 'Personal', number: '01311223399' },
  { provider: 'Bank Transfer', account_type: 'Merchant', number: '20501234567' },
  { provider: 'OKWallet', account_type: 'Personal', number: '01411223300' },
];

export async function seedFunds(tx: Tx): Promise<void> {
  for (const [i, ch] of DEPOSIT_CHANNELS.entries()) {
    await tx.execute({
      sql: 'INSERT INTO deposit_channels (provider, account_type, min_amount, max_amount, maintenance, sort) VALUES (?, ?, ?, ?, ?, ?)',
      args: [ch.provider, ch.account_type, ch.min, ch.max, ch.maintenance ?? 0, i],
    });
  }
  for (const a of PAYMENT_ACCOUNTS) {
    await tx.execute({
      sql: 'INSERT INTO payment_accounts (provider, account_type, account_number) VALUES (?, ?, ?)',
      args: [a.provider, a.account_type, a.number],
    });
  }
}
