import { Hono } from 'hono';
import { callsAt } from '../lib/contract-routes';
import { authEndpoints } from '../../src/api/calls/auth';
import { ForgotBody, ResetBody } from '../../src/api/contract/auth';
import { NewPasswordCallRules } from '../../src/api/contract/form-rules';
import type { ServerContext } from '../context';
import { inTx, one } from '../db/client';
import { type AppEnv, endAllLogins, hashPassword } from '../lib/auth';
import { removeAllPasskeys } from '../lib/passkeys';
import { checkCaptcha } from '../lib/captcha';
import { refuse } from '../lib/http';
import { sendCodeOrRefuse, takeCode } from '../lib/otp';
import { valid } from '../lib/validate';
import { firstRuleError } from '../lib/words';

const CODE_SENT = (channel: 'email' | 'sms') => `OTP sent successfully. Please check your ${channel}.`;

/**
 * The national number of a phone: digits only, without the country code the SMS tab adds (+880, +91,
 * +92) and without leading zeros, so +8801712345678, +88001712345678 and 01712345678 are one number.
 */
function nationalNumber(phone: string): string {
  let p = phone.trim();
  const cc = /^\+(880|91|92)/.exec(p);
  if (cc) p = p.slice(cc[0].length);
  p = p.replace(/\D/g, '');
  if (!cc && p.length > 11 && p.startsWith('880')) p = p.slice(3);
  return p.replace(/^0+/, '');
}

function samePhone(stored: string, given: string): boolean {
  const a = nationalNumber(stored);
  return a.length >= 6 && a === nationalNumber(given);
}

/** Forgotten password (public): a one-time code by e-mail or SMS, then the new password with it. */
export function passwordResetRoutes(ctx: ServerContext, base: string): Hono<AppEnv> {
  const { db } = ctx;
  const r = new Hono<AppEnv>();
  const call = callsAt(base);

  r.on(...call(authEndpoints.forgotPassword), valid('json', ForgotBody), async (c) => {
    const d = c.req.valid('json');
    if (d.type === 'sms' && !(await checkCaptcha(db, d.captcha_id ?? '', d.captcha ?? ''))) {
      throw refuse(422, 'The captcha is not correct.', { errors: { captcha: ['The captcha is not correct.'] } });
    }
    const found = await one<{ id: number; email: string; phone: string }>(db, 'SELECT id, email, phone FROM players WHERE username = ?', [d.username]);
    const player =
      found && (d.type === 'email' ? found.email.toLowerCase() === d.email.trim().toLowerCase() : samePhone(String(found.phone), d.phone)) ? found : null;
    // the e-mail tab has no captcha: it answers a pair that matches no account as one that does (and
    // sends nothing), so it cannot be asked which usernames and e-mails belong together; the SMS tab
    // says so, after its captcha
    if (!player && d.type === 'email') return c.json({ message: CODE_SENT('email') });
    if (!player) throw refuse(404, 'No account matches this username and phone number.');
    await sendCodeOrRefuse(ctx, {
      playerId: Number(player.id),
      username: d.username,
      purpose: 'reset',
      channel: d.type,
      // the account's own number (Bangladesh), not the string typed: a +91 or +92 chosen with the same national
      // number, or a leading 0 after +880, would otherwise send the code abroad or to a malformed number
      destination: d.type === 'email' ? d.email : `+880${nationalNumber(String(player.phone))}`,
    });
    return c.json({ message: CODE_SENT(d.type) });
  });

  r.on(...call(authEndpoints.resetPassword), valid('json', ResetBody), async (c) => {
    const d = c.req.valid('json');
    const refused = firstRuleError(NewPasswordCallRules, { password: d.password, confirm: d.password_confirmation });
    if (refused) throw refuse(422, refused);
    const player = await one<{ id: number }>(db, 'SELECT id FROM players WHERE username = ?', [d.username]);
    if (!player || !(await takeCode(ctx, Number(player.id), 'reset', d.otp))) throw refuse(422, 'The OTP is invalid or has expired.');
    const hash = await hashPassword(d.password);
    await inTx(db, async (tx) => {
      await tx.execute({ sql: 'UPDATE players SET password_hash = ? WHERE id = ?', args: [hash, player.id] });
      await endAllLogins(tx, Number(player.id), { forgetDevices: true });
      await removeAllPasskeys(tx, Number(player.id));
    });
    return c.json({ message: 'Password changed successfully. Please login with your new password.' });
  });

  return r;
}
