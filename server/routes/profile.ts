import { Hono } from 'hono';
import { callsAt } from '../lib/contract-routes';
import { profileEndpoints } from '../../src/api/calls/profile';
import { birthdayRules, NewPasswordCallRules } from '../../src/api/contract/form-rules';
import { ProfileUpdateBody, UserPwdBody } from '../../src/api/contract/profile';
import type { ServerContext } from '../context';
import { inTx, run } from '../db/client';
import { type AppEnv, endAllLogins, hashPassword, verifyPassword } from '../lib/auth';
import { guardPaths, requireOwnRemoteId } from '../lib/guards';
import { refuse } from '../lib/http';
import { profileOf } from '../lib/players';
import { LIMIT_WINDOW_MS, releaseSlots, TOO_MANY_ATTEMPTS, takeSlot } from '../lib/throttle';
import { valid } from '../lib/validate';
import { firstRuleError, PROFILE_WORDS } from '../lib/words';

/** A real calendar date YYYY-MM-DD, not in the future, of someone at least 18 years old (the form's rule). */
export function birthdayProblem(dofb: string, now = new Date()): string | null {
  return firstRuleError(birthdayRules(now), { dofb }, PROFILE_WORDS);
}

/**
 * The player's birthday (set once) and password change (members only). Verification
 * of e-mail and phone: verification.ts; extra phones: other-phones.ts.
 */
export function profileRoutes(ctx: ServerContext, base: string): Hono<AppEnv> {
  const { db } = ctx;
  const r = new Hono<AppEnv>();
  const call = callsAt(base);

  r.on(...call(profileEndpoints.profileUpdate), valid('json', ProfileUpdateBody), requireOwnRemoteId('json', 'remote_id'), async (c) => {
    const body = c.req.valid('json');
    const problem = birthdayProblem(body.dofb);
    if (problem) throw refuse(422, problem);
    const dofb = body.dofb.trim();
    // set once: a birthday already saved is never overwritten
    const done = await run(db, 'UPDATE players SET dofb = ? WHERE id = ? AND dofb IS NULL', [dofb, c.var.player.id]);
    if (done.changes !== 1) throw refuse(409, 'Your birthday is already set and cannot be changed.');
    return c.json({ success: true, dofb, message: 'Your birthday has been saved.' });
  });

  r.on(...call(profileEndpoints.changePassword), valid('json', UserPwdBody), async (c) => {
    const d = c.req.valid('json');
    const p = await profileOf(db, c.var.player.id);
    const refused = firstRuleError(NewPasswordCallRules, { password: d.new_password, confirm: d.new_password_confirmation });
    if (refused) throw refuse(422, refused);
    // a stolen token must not give unlimited guesses of the password: counted like failed logins
    const slot = await takeSlot(db, `pwd:${p.id}`, ctx.config.limits.loginPerUser, LIMIT_WINDOW_MS);
    if (slot === null) throw refuse(429, TOO_MANY_ATTEMPTS);
    if (!(await verifyPassword(d.old_password, String(p.password_hash)))) throw refuse(422, 'The current password is incorrect.');
    await releaseSlots(db, [slot]);
    const hash = await hashPassword(d.new_password);
    // every login ends with the old password: the player logs in again with the new one
    await inTx(db, async (tx) => {
      await tx.execute({ sql: 'UPDATE players SET password_hash = ? WHERE id = ?', args: [hash, p.id as number] });
      await endAllLogins(tx, Number(p.id), { forgetDevices: true });
    });
    return c.json({ success: true, message: 'Password changed successfully. Please login with your new password.' });
  });

  return guardPaths(r, ctx.auth);
}
