/** Pure rules of contact verification and the countdowns (no React). */
import type { UserRecord } from '../../api/contract/auth';
import type { OtherPhoneItem } from '../../api/contract/profile';

/** Phone verified: session_id 1, or an extra phone with isverify 1. */
export function isPhoneVerified(user: Pick<UserRecord, 'session_id'> | undefined, phones: readonly Pick<OtherPhoneItem, 'isverify'>[] = []): boolean {
  if (!user) return false;
  return Number(user.session_id) === 1 || phones.some((p) => Number(p.isverify) === 1);
}

export function isEmailVerified(user: Pick<UserRecord, 'email_verified_at'> | undefined): boolean {
  return !!user?.email_verified_at;
}

export type SecurityLevel = 'unverified' | 'normal' | 'safe';
/** Unverified (no verified contact), Normal (one of e-mail or phone), Safe (both). */
export function securityLevel(phoneVerified: boolean, emailVerified: boolean): SecurityLevel {
  const n = Number(phoneVerified) + Number(emailVerified);
  return n === 0 ? 'unverified' : n === 1 ? 'normal' : 'safe';
}

/** The phones a player may pay from: the own phone when verified, then verified extra phones. */
export function verifiedPhoneList(user: Pick<UserRecord, 'session_id' | 'phone'> | undefined, phones: readonly OtherPhoneItem[] = []): string[] {
  if (!user) return [];
  const out = Number(user.session_id) === 1 && user.phone ? [user.phone] : [];
  for (const p of phones) if (Number(p.isverify) === 1 && !out.includes(p.contract_value)) out.push(p.contract_value);
  return out;
}

/** What the withdrawal notice still lists: Birthday (personal info) and Phone Number (contact info). */
export function missingForWithdrawal(user: Pick<UserRecord, 'dofb'> | undefined, phoneVerified: boolean): Array<'birthday' | 'phone'> {
  if (!user) return [];
  const out: Array<'birthday' | 'phone'> = [];
  if (!user.dofb) out.push('birthday');
  if (!phoneVerified) out.push('phone');
  return out;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** m:ss (the 300-second verification code countdown). */
export function formatMSS(totalSeconds: number): string {
  const s = Math.max(0, Math.ceil(totalSeconds));
  return `${Math.floor(s / 60)}:${pad(s % 60)}`;
}
/** mm:ss (the make-payment and payment-request countdowns). */
export function formatMMSS(totalSeconds: number): string {
  const s = Math.max(0, Math.ceil(totalSeconds));
  return `${pad(Math.floor(s / 60))}:${pad(s % 60)}`;
}
export const CODE_COOLDOWN_SECONDS = 300;
