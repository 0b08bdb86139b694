import { createHmac, timingSafeEqual } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import {
  WALLET_TIME_WINDOW_MS,
  type WalletCode,
  WalletCreditBody,
  WalletDebitBody,
  type WalletReply,
  WalletRollbackBody,
  WalletSessionBody,
} from '../../src/api/contract/wallet';
import type { ServerContext } from '../context';
import type { AppEnv } from '../lib/auth';
import { fromWire } from '../lib/money';
import { credit, debit, rollback } from '../lib/wallet';
import { balanceOf, openSession, WalletRefusal } from '../lib/wallet-session';

/** HMAC-SHA256 of a raw body, hex: what a provider puts in X-Signature. */
function signBody(secret: string, raw: string): string {
  return createHmac('sha256', secret).update(raw).digest('hex');
}

function signatureMatches(secret: string, raw: string, given: string | undefined): boolean {
  if (!secret || !given || !/^[0-9a-f]{64}$/i.test(given)) return false;
  return timingSafeEqual(Buffer.from(signBody(secret, raw), 'hex'), Buffer.from(given, 'hex'));
}

/** The HTTP status of each refusal code (the code in the body is what a provider acts on). */
const HTTP: Record<WalletCode, number> = {
  OK: 200,
  INVALID_SIGNATURE: 401,
  INVALID_REQUEST: 400,
  SESSION_NOT_FOUND: 404,
  SESSION_EXPIRED: 401,
  PLAYER_BLOCKED: 403,
  INSUFFICIENT_FUNDS: 402,
  DEBIT_NOT_FOUND: 404,
  DEBIT_ROLLED_BACK: 409,
  ROUND_CLOSED: 409,
  TRANSACTION_CONFLICT: 409,
  ROUND_MISMATCH: 409,
  AMOUNT_MISMATCH: 409,
  TIMESTAMP_OUT_OF_WINDOW: 401,
};

/** A refusal of the wallet API: its code (what a provider acts on), a message and, when the player is known, the balance. */
function walletRefusal(code: WalletCode, message: string, o: { balance?: string; status?: number } = {}): Response {
  const body: WalletReply = { status: code, message, ...(o.balance ? { balance: o.balance } : {}) };
  return Response.json(body, { status: o.status ?? HTTP[code] });
}

/** Wire amount to paisa; a debit must be positive, a credit may be 0 (a lost round closes with 0). */
function paisa(s: string, allowZero: boolean): number {
  const n = s === '0' || /^0(\.0{1,2})?$/.test(s) ? 0 : fromWire(s);
  if (n === null || (n === 0 && !allowZero)) throw new WalletRefusal('INVALID_REQUEST', 'Invalid amount.');
  return n;
}

/**
 * The platform's wallet API for game providers (docs/api.md, "Wallet API"): session, balance, debit,
 * credit, rollback. Every call is signed by the provider with its time; nothing is applied unless the
 * signature, the time, the body, the session and the round's owner are good. Refusals answer a code
 * and, when the player is known, the balance (walletRefusal: a protocol of its own, not the
 * platform's refuse()). Mounted at /api/wallet. Not the PWA's contract (the providers' servers call it,
 * signed): paths of its own.
 */
export function walletRoutes(ctx: ServerContext): Hono<AppEnv> {
  const { db, config } = ctx;
  const r = new Hono<AppEnv>();
  r.use(bodyLimit({ maxSize: 4096, onError: () => walletRefusal('INVALID_REQUEST', 'Body too large.', { status: 413 }) }));

  /** Checks the signature and the body, then runs the operation; a refusal answers its code. */
  const signed =
    <S extends v.GenericSchema>(schema: S, op: (body: v.InferOutput<S>) => Promise<WalletReply>) =>
    async (c: Context) => {
      const raw = await c.req.text();
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        parsed = undefined;
      }
      const provider = (parsed as { provider?: unknown } | undefined)?.provider;
      if (provider !== config.providerId || !signatureMatches(config.providerSecret, raw, c.req.header('X-Signature'))) {
        return walletRefusal('INVALID_SIGNATURE', 'Bad signature.');
      }
      const body = v.safeParse(schema, parsed);
      if (!body.success) return walletRefusal('INVALID_REQUEST', 'The given data was invalid.');
      // a signed call is good for a few minutes from its signing, so a captured one cannot be sent
      // later; a retry is signed anew with its own time and the transaction id answers it once
      const sentAt = (body.output as { timestamp: number }).timestamp;
      if (Math.abs(Date.now() - sentAt) > WALLET_TIME_WINDOW_MS) {
        return walletRefusal('TIMESTAMP_OUT_OF_WINDOW', "The call's timestamp is outside the wallet's time window.");
      }
      try {
        const answer = await op(body.output);
        return c.json(answer, HTTP[answer.status] as 200);
      } catch (e) {
        if (!(e instanceof WalletRefusal)) throw e;
        const session = (body.output as { session: string }).session;
        const known = await openSession(db, session).catch(() => null);
        return walletRefusal(e.code, e.message, known ? { balance: await balanceOf(db, known.playerId) } : {});
      }
    };

  r.post(
    '/session',
    signed(WalletSessionBody, async (b) => {
      const s = await openSession(db, b.session);
      return {
        status: 'OK',
        balance: await balanceOf(db, s.playerId),
        player: s.username,
        currency: 'BDT',
        game: { code: s.gameCode, name: s.gameName, type: s.type, platform: s.platform },
        lobby_url: s.externalUrl,
      };
    }),
  );
  r.post(
    '/balance',
    signed(WalletSessionBody, async (b) => ({ status: 'OK', balance: await balanceOf(db, (await openSession(db, b.session)).playerId) })),
  );
  r.post(
    '/debit',
    signed(WalletDebitBody, (b) => debit(db, b, paisa(b.amount, false), ctx.clock.now())),
  );
  r.post(
    '/credit',
    signed(WalletCreditBody, (b) => credit(db, b, paisa(b.amount, true), b.round_closed ?? true)),
  );
  r.post(
    '/rollback',
    signed(WalletRollbackBody, (b) => rollback(db, b, paisa(b.amount, false))),
  );
  return r;
}
