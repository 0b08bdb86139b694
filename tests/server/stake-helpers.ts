import type { Db, Tx } from '../../server/db/client';
import { approveStake } from '../../server/lib/stake-rule';

/** The stake rule's approval of a casino stake now, as the wallet's debit asks for it before booking. */
export const approvedStake = (db: Db | Tx, playerId: number, amount: number, now = Date.now()) =>
  approveStake(db, { playerId, path: 'casino', atRisk: amount, now });
