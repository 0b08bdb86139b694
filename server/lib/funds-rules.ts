/**
 * The reference API's money rules (spec member area: deposit and withdrawal): limits, the exact
 * messages, eligibility, the checks of a submitted payment, and the one-writer queue that keeps the
 * "one pending deposit / withdrawal" and "a transaction id once" checks atomic.
 */
import { all, type Db, one, type Tx } from '../db/client';
import { nowIso, refuse } from './http';
import { DepositCallRules, PayerPhoneRules, TrxIdRules } from '../../src/api/contract/form-rules';
import { fromWire } from './money';
import { FUNDS_WORDS, firstRuleError } from './words';

/** Limits of the spec (paisa): deposit 100 to 25,000 BDT, withdrawal 500 to 25,000 BDT. */
const DEPOSIT_MIN = 100_00;
const DEPOSIT_MAX = 25_000_00;
export const WITHDRAW_MIN = 500_00;
export const WITHDRAW_MAX = 25_000_00;

/**
 * The spec's messages that the server also answers with. Those the funds forms show are their words
 * (src/i18n/locales/en/funds.json `check.*`), so the two cannot drift.
 */
export const MSG = {
  verifyPhone: FUNDS_WORDS.verifyPhone,
  pendingDeposit: FUNDS_WORDS.pendingDeposit,
  pendingWithdraw: FUNDS_WORDS.pendingWithdraw,
  amount: FUNDS_WORDS.fillAmount,
  method: FUNDS_WORDS.selectMethod,
  accountNumber: FUNDS_WORDS.invalidAccountNumber,
  trxId: FUNDS_WORDS.invalidTrx,
  duplicateTrx: 'This transaction ID has already been submitted.',
  withdrawAmount: FUNDS_WORDS.amountRequired,
  withdrawMethod: FUNDS_WORDS.selectYourMethod,
  noWithdrawMethods: 'No withdraw methods available. Try again later.',
  insufficient: 'Insufficient balance.',
  dateOfBirth: 'Please set your Date of Birth in your profile before making a withdrawal.',
  turnover: 'You have an active turnover requirement. Complete your turnover before making a withdrawal.',
  eligible: 'You are eligible to withdraw.',
  depositSubmitted: 'Submission successful!',
  withdrawSubmitted: 'Withdrawal successful!',
} as const;

/** "10,000" for a paisa amount of whole taka (messages only). */
export function bdt(paisa: number): string {
  const whole = Math.floor(paisa / 100);
  return whole.toLocaleString('en-US');
}

interface PlayerRow {
  id: number;
  phone: string;
  session_id: number;
  dofb: string | null;
  balance: number;
}

async function playerRow(db: Db | Tx, id: number): Promise<PlayerRow> {
  const p = await one<Record<string, unknown>>(db, 'SELECT id, phone, session_id, dofb, balance FROM players WHERE id = ?', [id]);
  if (!p) throw refuse(404, 'Player not found.');
  return { id: Number(p.id), phone: String(p.phone), session_id: Number(p.session_id), dofb: (p.dofb as string | null) ?? null, balance: Number(p.balance) };
}

/** Verified phone numbers of a player: the main phone when session_id is 1, plus verified extra phones. */
export async function verifiedPhones(db: Db | Tx, playerId: number): Promise<string[]> {
  const p = await playerRow(db, playerId);
  const extra = await all<{ contract_value: string }>(db, 'SELECT contract_value FROM other_phones WHERE player_id = ? AND isverify = 1 ORDER BY id', [
    playerId,
  ]);
  return [...(p.session_id === 1 ? [p.phone] : []), ...extra.map((e) => String(e.contract_value))];
}

/** The server side of the withdrawal eligibility check, in order: phone verified, birthday set, no open turnover. */
export async function eligibility(db: Db | Tx, playerId: number): Promise<{ status: 200 | 400 | 403; message: string }> {
  const p = await playerRow(db, playerId);
  if ((await verifiedPhones(db, playerId)).length === 0) return { status: 403, message: MSG.verifyPhone };
  if (!p.dofb) return { status: 400, message: MSG.dateOfBirth };
  const open = await one(db, "SELECT 1 FROM turnovers WHERE player_id = ? AND status = 'active' AND remaining_turnover > 0 LIMIT 1", [playerId]);
  if (open) return { status: 400, message: MSG.turnover };
  return { status: 200, message: MSG.eligible };
}

export async function activeMethod(db: Db | Tx, id: number): Promise<{ id: number; name: string; account_type: string; type: string } | undefined> {
  const m = await one<Record<string, unknown>>(db, "SELECT id, name, account_type, type FROM payment_methods WHERE id = ? AND status = 'active'", [id]);
  return m ? { id: Number(m.id), name: String(m.name), account_type: String(m.account_type), type: String(m.type) } : undefined;
}

/** Refuses with the form's words when a contract funds rule is broken. */
export function checkFundsRule(schema: Parameters<typeof firstRuleError>[0], input: unknown): void {
  const refused = firstRuleError(schema, input, FUNDS_WORDS);
  if (refused) throw refuse(422, refused);
}

export function depositAmount(x: unknown): number {
  checkFundsRule(DepositCallRules, { amount: x });
  const paisa = fromWire(x);
  if (paisa === null) throw refuse(422, MSG.amount);
  if (paisa < DEPOSIT_MIN || paisa > DEPOSIT_MAX) throw refuse(422, `The deposit amount must be between ${bdt(DEPOSIT_MIN)} and ${bdt(DEPOSIT_MAX)} BDT.`);
  return paisa;
}

/**
 * Creates a pending deposit inside a write transaction (SQLite serialises writers, so the checks and
 * the insert are atomic): a transaction id already used is refused, and so is a second pending deposit.
 */
export async function createPendingDeposit(
  tx: Tx,
  d: { playerId: number; amount: number; trx: string; accountNumber: string; paymentId: number | null; promotionId: number | null },
): Promise<number> {
  const trx = normaliseTrx(d.trx);
  if (await one(tx, "SELECT 1 FROM transactions WHERE action = 'deposit' AND transaction_id = ? LIMIT 1", [trx])) {
    throw refuse(409, MSG.duplicateTrx);
  }
  if (await one(tx, "SELECT 1 FROM transactions WHERE player_id = ? AND action = 'deposit' AND key = 0 LIMIT 1", [d.playerId])) {
    throw refuse(409, MSG.pendingDeposit);
  }
  const now = nowIso();
  const r = await tx.execute({
    sql: `INSERT INTO transactions (player_id, key, action, amount, transaction_id, account_number, payment_method_id, promotion_id, created_at, updated_at)
          VALUES (?, 0, 'deposit', ?, ?, ?, ?, ?, ?, ?)`,
    args: [d.playerId, d.amount, trx, d.accountNumber, d.paymentId, d.promotionId, now, now],
  });
  return Number(r.lastInsertRowid);
}

export function checkPayerPhone(phone: string, verified: string[]): void {
  checkFundsRule(PayerPhoneRules, { phone });
  if (!verified.includes(phone)) throw refuse(422, 'Use a phone number that is verified on your account.');
}

/** How a deposit's transaction id is stored and compared: trimmed, upper case (a used id in lower case is the same id). */
function normaliseTrx(trx: string): string {
  return trx.trim().toUpperCase();
}

export function checkTrx(trx: string): void {
  checkFundsRule(TrxIdRules, { trxId: trx });
}

/**
 * The payment details of a deposit, checked the same way when it is submitted and when it is
 * resubmitted: the payer phone is one of the player's verified phones, and the transaction id is long
 * enough and on no other deposit (a reverted one's too: the payment behind an id counts once).
 * `exceptId`: the deposit being edited. Answers the id as stored.
 */
export async function checkPaymentDetails(db: Db | Tx, d: { playerId: number; accountNumber: string; trx: string; exceptId?: number }): Promise<string> {
  const verified = await verifiedPhones(db, d.playerId);
  if (verified.length === 0) throw refuse(403, MSG.verifyPhone);
  checkPayerPhone(d.accountNumber.trim(), verified);
  checkTrx(d.trx);
  const trx = normaliseTrx(d.trx);
  if (await one(db, "SELECT 1 FROM transactions WHERE action = 'deposit' AND transaction_id = ? AND id != ? LIMIT 1", [trx, d.exceptId ?? 0])) {
    throw refuse(409, MSG.duplicateTrx);
  }
  return trx;
}

/** Deposit channels, wallet numbers, e-wallet requests, manual deposits and withdrawals. */
