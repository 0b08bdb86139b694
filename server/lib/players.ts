import type { Db } from '../db/client';
import { one } from '../db/client';
import { refuse } from './http';
import { toWire } from './money';

/** The user record as the contract's User schema describes it. */
export async function loadUser(db: Db, id: number) {
  const p = await one<Record<string, unknown>>(db, 'SELECT * FROM players WHERE id = ?', [id]);
  if (!p) return null;
  return {
    id: Number(p.id),
    username: String(p.username),
    name: String(p.name),
    phone: String(p.phone),
    email: String(p.email),
    session_id: Number(p.session_id),
    created_at: String(p.created_at),
    dofb: (p.dofb as string | null) ?? null,
    email_verified_at: (p.email_verified_at as string | null) ?? null,
    balance: toWire(Number(p.balance)),
    vip_coin: Number(p.vip_coin),
    referral_code: String(p.referral_code),
    cash_bonus: toWire(Number(p.cash_bonus)),
    last_login_at: (p.last_login_at as string | null) ?? null,
    currency: String(p.currency),
  };
}

/** What the profile calls check against (phone, e-mail, their verification, birthday, password hash); 404 for no such player. */
export async function profileOf(db: Db, id: number): Promise<Record<string, unknown>> {
  const p = await one<Record<string, unknown>>(
    db,
    'SELECT id, username, phone, email, session_id, email_verified_at, dofb, password_hash FROM players WHERE id = ?',
    [id],
  );
  if (!p) throw refuse(404, 'Player not found.');
  return p;
}
