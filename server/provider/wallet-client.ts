import { createHmac } from 'node:crypto';
import * as v from 'valibot';
import { WalletAnswer, type WalletReply } from '../../src/api/contract/wallet';

export interface WalletClientOptions {
  providerId: string;
  secret: string;
  /** the platform's origin, read at each call (the server learns its port when it listens) */
  baseUrl: () => string;
  /** how requests travel: fetch for another host, the app's own fetch in-process */
  fetch: (req: Request) => Promise<Response>;
  timeoutMs?: number;
}

export type WalletOp = 'session' | 'balance' | 'debit' | 'credit' | 'rollback';

/**
 * The provider's client of the platform's wallet API: every body carries the provider id and the time
 * of this send and is signed with HMAC-SHA256 (X-Signature); the answer is parsed with the contract.
 * A network failure throws (the caller retries with the same transaction id, stamped anew, which the
 * wallet answers once).
 */
export function walletClient(o: WalletClientOptions) {
  return async (op: WalletOp, body: Record<string, unknown>): Promise<WalletReply> => {
    const base = o.baseUrl() || 'http://platform.internal';
    const raw = JSON.stringify({ provider: o.providerId, ...body, timestamp: Date.now() });
    const signature = createHmac('sha256', o.secret).update(raw).digest('hex');
    const res = await o.fetch(
      new Request(`${base}/api/wallet/${op}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Signature': signature },
        body: raw,
        signal: AbortSignal.timeout(o.timeoutMs ?? 5000),
      }),
    );
    return v.parse(WalletAnswer, await res.json());
  };
}
export type WalletCall = ReturnType<typeof walletClient>;
