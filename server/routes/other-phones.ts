import { Hono } from 'hono';
import { callsAt } from '../lib/contract-routes';
import { profileEndpoints } from '../../src/api/calls/profile';
import { AddPhoneRules } from '../../src/api/contract/form-rules';
import { PhoneBody, VerifyPhoneBody } from '../../src/api/contract/profile';
import type { ServerContext } from '../context';
import { all, one, run } from '../db/client';
import type { AppEnv } from '../lib/auth';
import { guardPaths } from '../lib/guards';
import { nowIso, refuse } from '../lib/http';
import { BAD_CODE, sendCodeOrRefuse, takeCode } from '../lib/otp';
import { profileOf } from '../lib/players';
import { valid } from '../lib/validate';
import { ACCOUNT_WORDS, firstRuleError } from '../lib/words';

const MAX_OTHER_PHONES = 2;

/** The player's extra phone numbers (members only): the list, adding one, and its verification. */
export function otherPhoneRoutes(ctx: ServerContext, base: string): Hono<AppEnv> {
  const { db } = ctx;
  const r = new Hono<AppEnv>();
  const call = callsAt(base);

  r.on(...call(profileEndpoints.otherPhones), async (c) => {
    const rows = await all<Record<string, unknown>>(db, 'SELECT id, contract_value, isverify FROM other_phones WHERE player_id = ? ORDER BY id', [
      c.var.player.id,
    ]);
    return c.json({ data: rows.map((p) => ({ id: Number(p.id), contract_value: String(p.contract_value), isverify: Number(p.isverify) })) });
  });

  r.on(...call(profileEndpoints.addNumber), valid('json', PhoneBody), async (c) => {
    const body = c.req.valid('json');
    const phone = body.phone.trim();
    const invalid = firstRuleError(AddPhoneRules, { phone }, ACCOUNT_WORDS);
    if (invalid) throw refuse(422, invalid);
    const p = await profileOf(db, c.var.player.id);
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

  r.on(...call(profileEndpoints.addSendCode), valid('json', PhoneBody), async (c) => {
    const body = c.req.valid('json');
    const phone = body.phone.trim();
    const p = await profileOf(db, c.var.player.id);
    const row = await one<{ isverify: number }>(db, 'SELECT isverify FROM other_phones WHERE player_id = ? AND contract_value = ?', [p.id as number, phone]);
    if (!row) throw refuse(404, 'Add this phone number first.');
    if (Number(row.isverify) === 1) throw refuse(409, 'This phone number is already verified.');
    await sendCodeOrRefuse(ctx, {
      playerId: Number(p.id),
      username: String(p.username),
      purpose: 'verify-other-phone',
      channel: 'sms',
      destination: phone,
      target: phone,
    });
    return c.json({ success: true, message: 'A verification code has been sent to the new phone.' });
  });

  r.on(...call(profileEndpoints.addVerifyPhone), valid('json', VerifyPhoneBody), async (c) => {
    const body = c.req.valid('json');
    const id = c.var.player.id;
    const hit = await takeCode(ctx, id, 'verify-other-phone', body.verification_code);
    if (!hit) throw refuse(422, BAD_CODE);
    const done = await run(db, 'UPDATE other_phones SET isverify = 1 WHERE player_id = ? AND contract_value = ?', [id, hit.target]);
    if (done.changes !== 1) throw refuse(422, BAD_CODE);
    return c.json({ success: true, message: 'Your phone number is verified.' });
  });

  return guardPaths(r, ctx.auth);
}
