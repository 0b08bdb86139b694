import { Hono } from 'hono';
import { callsAt } from '../lib/contract-routes';
import { profileEndpoints } from '../../src/api/calls/profile';
import { SendCodeBody, VerifyEmailBody, VerifyPhoneBody } from '../../src/api/contract/profile';
import type { ServerContext } from '../context';
import { run } from '../db/client';
import type { AppEnv } from '../lib/auth';
import { guardPaths } from '../lib/guards';
import { nowIso, refuse } from '../lib/http';
import { BAD_CODE, sendCodeOrRefuse, takeCode } from '../lib/otp';
import { profileOf } from '../lib/players';
import { valid } from '../lib/validate';

/** Verification of the account's own e-mail and phone with a one-time code (members only). */
export function verificationRoutes(ctx: ServerContext, base: string): Hono<AppEnv> {
  const { db } = ctx;
  const r = new Hono<AppEnv>();
  const call = callsAt(base);

  r.on(...call(profileEndpoints.sendVerificationCode), valid('json', SendCodeBody), async (c) => {
    const body = c.req.valid('json');
    const p = await profileOf(db, c.var.player.id);
    if (body.phone !== undefined) {
      const phone = body.phone.trim();
      if (phone !== String(p.phone)) throw refuse(422, 'This is not the phone number on your account.');
      if (Number(p.session_id) === 1) throw refuse(409, 'Your phone number is already verified.');
      await sendCodeOrRefuse(ctx, {
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
    await sendCodeOrRefuse(ctx, {
      playerId: Number(p.id),
      username: String(p.username),
      purpose: 'verify-email',
      channel: 'email',
      destination: String(p.email),
      target: String(p.email),
    });
    return c.json({ success: true, message: 'A verification code has been sent to your e-mail.' });
  });

  r.on(...call(profileEndpoints.verifyEmail), valid('json', VerifyEmailBody), async (c) => {
    const body = c.req.valid('json');
    const p = await profileOf(db, c.var.player.id);
    const hit = await takeCode(ctx, Number(p.id), 'verify-email', body.code);
    if (!hit || hit.target.toLowerCase() !== String(p.email).toLowerCase()) throw refuse(422, BAD_CODE);
    await run(db, 'UPDATE players SET email_verified_at = ? WHERE id = ?', [nowIso(), p.id as number]);
    return c.json({ success: true, message: 'Your e-mail address is verified.' });
  });

  r.on(...call(profileEndpoints.verifyPhone), valid('json', VerifyPhoneBody), async (c) => {
    const body = c.req.valid('json');
    const p = await profileOf(db, c.var.player.id);
    const hit = await takeCode(ctx, Number(p.id), 'verify-phone', body.verification_code);
    if (!hit || hit.target !== String(p.phone)) throw refuse(422, BAD_CODE);
    await run(db, 'UPDATE players SET session_id = 1 WHERE id = ?', [p.id as number]);
    return c.json({ success: true, message: 'Your phone number is verified.' });
  });

  return guardPaths(r, ctx.auth);
}
