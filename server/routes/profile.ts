import { Hono } from 'hono';
import { valid } from '../lib/validate';
import { PhoneBody, ProfileUpdateBody, SendCodeBody, UserPwdBody, VerifyEmailBody, VerifyPhoneBody } from '../../src/api/contract/profile';
import { AddPhoneRules, birthdayRules, NewPasswordCallRules } from '../../src/api/contract/form-rules';
import type { ServerContext } from '../context';
import { all, inTx, one, run } from '../db/client';
import { type AppEnv, endAllLogins, hashPassword, ownRemoteId, verifyPassword } from '../lib/auth';
import { nowIso, refuse } from '../lib/http';
import { ACCOUNT_WORDS, firstRuleError, PROFILE_WORDS } from '../lib/words';
import { sendCode, TOO_MANY_CODES, takeCode } from '../lib/otp';
import { LIMIT_WINDOW_MS, releaseSlots, TOO_MANY_ATTEMPTS, takeSlot } from '../lib/throttle';

const MAX_OTHER_PHONES = 2;
const BAD_CODE = 'The verification code is invalid or has expired.';

/** A real calendar date YYYY-MM-DD, not in the future, of someone at least 18 years old (the form's rule). */
export function birthdayProblem(dofb: string, now = new Date()): string | null {
  return firstRuleError(birthdayRules(now), { dofb }, PROFILE_WORDS);
}

/** Verification of e-mail and phones, extra phones, birthday and password change. */
export function profileRoutes(ctx: ServerContext): Hono<AppEnv> {
  const { db } = ctx;
  const r = new Hono<AppEnv>();

  const player = async (id: number) => {
    const p = await one<Record<string, unknown>>(
      db,
      'SELECT id, username, phone, email, session_id, email_verified_at, dofb, password_hash FROM players WHERE id = ?',
      [id],
    );
    if (!p) throw refuse(404, 'Player not found.');
    return p;
  };
  const sendOrRefuse = async (o: Parameters<typeof sendCode>[1]) => {
    if (!(await sendCode(ctx, o))) throw refuse(429, TOO_MANY_CODES);
  };

  r.get('/api/get/other/phone', ctx.auth, async (c) => {
    const rows = await all<Record<string, unknown>>(db, 'SELECT id, contract_value, isverify FROM other_phones WHERE player_id = ? ORDER BY id', [
      c.var.player.id,
    ]);
    return c.json({ data: rows.map((p) => ({ id: Number(p.id), contract_value: String(p.contract_value), isverify: Number(p.isverify) })) });
  });

  r.post('/api/send-verification-code', ctx.auth, valid('json', SendCodeBody), async (c) => {
    const body = c.req.valid('json');
    const p = await player(c.var.player.id);
    if (body.phone !== undefined) {
      const phone = body.phone.trim();
      if (phone !== String(p.phone)) throw refuse(422, 'This is not the phone number on your account.');
      if (Number(p.session_id) === 1) throw refuse(409, 'Your phone number is already verified.');
      await sendOrRefuse({
        playerId: Number(p.id),
        username: String(p.username),
        purpose: 'verify-phone',
        channel: 'sms',
        destination: phone,
        target: phone,
      });
      return c.json({ success: true, message: 'A verification code has been sent to your phone.' });
    }
    const email = (body.email ?? '').trim();
    if (email.toLowerCase() !== String(p.email).toLowerCase()) throw refuse(422, 'This is not the e-mail address on your account.');
    if (p.email_verified_at) throw refuse(409, 'Your e-mail address is already verified.');
    await sendOrRefuse({
      playerId: Number(p.id),
      username: String(p.username),
      purpose: 'verify-email',
      channel: 'email',
      destination: String(p.email),
      target: String(p.email),
    });
    return c.json({ success: true, message: 'A verification code has been sent to your e-mail.' });
  });

  r.post('/api/verify-email', ctx.auth, valid('json', VerifyEmailBody), async (c) => {
    const body = c.req.valid('json');
    const p = await player(c.var.player.id);
    const hit = await takeCode(ctx, Number(p.id), 'verify-email', body.code);
    if (!hit || hit.target.toLowerCase() !== String(p.email).toLowerCase()) throw refuse(422, BAD_CODE);
    await run(db, 'UPDATE players SET email_verified_at = ? WHERE id = ?', [nowIso(), p.id as number]);
    return c.json({ success: true, message: 'Your e-mail address is verified.' });
  });

  r.post('/api/verify-phone-number', ctx.auth, valid('json', VerifyPhoneBody), async (c) => {
    const body = c.req.valid('json');
    const p = await player(c.var.player.id);
    const hit = await takeCode(ctx, Number(p.id), 'verify-phone', body.verification_code);
    if (!hit || hit.target !== String(p.phone)) throw refuse(422, BAD_CODE);
    await run(db, 'UPDATE players SET session_id = 1 WHERE id = ?', [p.id as number]);
    return c.json({ success: true, message: 'Your phone number is verified.' });
  });

  r.post('/api/add/number', ctx.auth, valid('json', PhoneBody), async (c) => {
    const body = c.req.valid('json');
    const phone = body.phone.trim();
    const invalid = firstRuleError(AddPhoneRules, { phone }, ACCOUNT_WORDS);
    if (invalid) throw refuse(422, invalid);
    const p = await player(c.var.player.id);
    if (phone === String(p.phone)) throw refuse(409, 'This phone number is already on your account.');
    const result = await db.execute({
      // the count check and the insert are one statement, so a third phone can never slip in
      sql: `INSERT OR IGNORE INTO other_phones (player_id, contract_value, isverify, created_at)
              SELECT ?, ?, 0, ? WHERE (SELECT COUNT(*) FROM other_phones WHERE player_id = ?) < ?`,
      args: [p.id as number, phone, nowIso(), p.id as number, MAX_OTHER_PHONES],
    });
    if (result.rowsAffected !== 1) {
      const dup = await one(db, 'SELECT 1 FROM other_phones WHERE player_id = ? AND contract_value = ?', [p.id as number, phone]);
      throw dup ? refuse(409, 'This phone number is already on your account.') : refuse(422, 'You can add at most two phone numbers.');
    }
    return c.json({ success: true, message: 'Phone number added. Verify it with the code we send.' });
  });

  r.post('/api/add/send-verification-code', ctx.auth, valid('json', PhoneBody), async (c) => {
    const body = c.req.valid('json');
    const phone = body.phone.trim();
    const p = await player(c.var.player.id);
    const row = await one<{ isverify: number }>(db, 'SELECT isverify FROM other_phones WHERE player_id = ? AND contract_value = ?', [p.id as number, phone]);
    if (!row) throw refuse(404, 'Add this phone number first.');
    if (Number(row.isverify) === 1) throw refuse(409, 'This phone number is already verified.');
    await sendOrRefuse({
      playerId: Number(p.id),
      username: String(p.username),
      purpose: 'verify-other-phone',
      channel: 'sms',
      destination: phone,
      target: phone,
    });
    return c.json({ success: true, message: 'A verification code has been sent to the new phone.' });
  });

  r.post('/api/add/verify-phone-number', ctx.auth, valid('json', VerifyPhoneBody), async (c) => {
    const body = c.req.valid('json');
    const id = c.var.player.id;
    const hit = await takeCode(ctx, id, 'verify-other-phone', body.verification_code);
    if (!hit) throw refuse(422, BAD_CODE);
    const done = await run(db, 'UPDATE other_phones SET isverify = 1 WHERE player_id = ? AND contract_value = ?', [id, hit.target]);
    if (done.changes !== 1) throw refuse(422, BAD_CODE);
    return c.json({ success: true, message: 'Your phone number is verified.' });
  });

  r.post('/api/user/profile/update', ctx.auth, valid('json', ProfileUpdateBody), async (c) => {
    const body = c.req.valid('json');
    const refused = ownRemoteId(c, body.remote_id);
    if (refused) return refused;
    const problem = birthdayProblem(body.dofb);
    if (problem) throw refuse(422, problem);
    const dofb = body.dofb.trim();
    // set once: a birthday already saved is never overwritten
    const done = await run(db, 'UPDATE players SET dofb = ? WHERE id = ? AND dofb IS NULL', [dofb, c.var.player.id]);
    if (done.changes !== 1) throw refuse(409, 'Your birthday is already set and cannot be changed.');
    return c.json({ success: true, dofb, message: 'Your birthday has been saved.' });
  });

  r.post('/api/user-pwd', ctx.auth, valid('json', UserPwdBody), async (c) => {
    const body = c.req.valid('json');
    const d = body;
    const p = await player(c.var.player.id);
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

  return r;
}
