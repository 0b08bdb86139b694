import type { Tx } from '../db/client';
import { nowIso } from '../lib/http';

/** Affiliates whose links the demo can follow: /affiliate_code?affiliate_code=AFF777 */
const AFFILIATES = [
  { code: 'AFF777', name: 'Dhaka Cricket Tips' },
  { code: 'AFF2026', name: 'Chattogram Slots Club' },
];

export async function seedAffiliates(tx: Tx): Promise<void> {
  for (const a of AFFILIATES) {
    await tx.execute({ sql: 'INSERT INTO affiliates (code, name, created_at) VALUES (?, ?, ?)', args: [a.code, a.name, nowIso()] });
  }
}
