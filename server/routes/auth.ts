import { Hono } from 'hono';
import { valid } from '../lib/validate';
import { ForgotBody, ResetBody, SignupBody } from '../../src/api/contract/auth';
import { RemoteIdQuery } from '../../src/api/contract/common';
import { NewPasswordCallRules, SignupCallRules } from '../../src/api/contract/form-rules';
import type { ServerContext } from '../context';
import { inTx, one } from '../db/client';
import { type AppEnv, endAllLogins, hashPassword, ownRemoteId, randomToken } from '../lib/auth';
import { clientAddress, takeSlot } from '../lib/throttle';
import { checkCaptcha, newCaptcha } from '../lib/captcha';
import { nowIso } from '../lib/http';
import { sendCode, TOO_MANY_CODES, takeCode } from '../lib/otp';
import { loadUser } from '../lib/players';
import { toWire } from '../lib/money';
import { firstRuleError, ruleErrors } from '../lib/words';

const HOUR_MS = 60 * 60 * 1000;
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

export function authRoutes(ctx: ServerContext): Hono<AppEnv> {
  const { db } = ctx;
  const r = new Hono<AppEnv>();

  r.post('/api/v1/create-players', valid('json', SignupBody), async (c) => {
    const body = c.req.valid('json');
    const d = body;
    // the form rules of the contract (they read nothing), then the captcha and the address's limit,
    // and only then what the players table says: before them, a taken username or a real referral
    // code would be told to anyone who asks, without a captcha and without limit
    const errors = ruleErrors(SignupCallRules, d);
    const add = (f: string, m: string) => {
      errors[f] = [...(errors[f] ?? []), m];
    };
    // one try per captcha image, right or wrong
    if (!(await checkCaptcha(db, d.captcha_id ?? '', d.captcha ?? ''))) add('captcha', 'The captcha is not correct.');
    if (Object.keys(errors).length) return c.json({ message: 'The given data was invalid.', errors }, 422);
    // every sign-up that gets this far takes a slot, also one refused below: each answer about a name costs one
    if ((await takeSlot(db, `signup:${clientAddress(c, ctx.config)}`, ctx.config.limits.signupsPerAddress, HOUR_MS)) === null) {
      return c.json({ message: 'Too many accounts were created from this network. Please try again in an hour.' }, 429);
    }
    if (await one(db, 'SELECT 1 FROM players WHERE username = ?', [d.username])) add('username', 'The username has already been taken.');
    // the field holds a player's referral code or, from an affiliate link, the affiliate's code
    const referrer = d.referral_code && (await one(db, 'SELECT 1 FROM players WHERE referral_code = ?', [d.referral_code])) ? d.referral_code : null;
    const affiliate = d.referral_code && !referrer && (await one(db, 'SELECT 1 FROM affiliates WHERE code = ?', [d.referral_code])) ? d.referral_code : null;
    if (d.referral_code && !referrer && !affiliate) add('referral_code', 'The referral code is not valid.');
    if (Object.keys(errors).length) return c.json({ message: 'The given data was invalid.', errors }, 422);

    const hash = await hashPassword(d.password);
    await inTx(db, async (tx) => {
      await tx.execute({
        sql: `INSERT INTO players (username, password_hash, name, phone, email, currency, status, referral_code, referred_by, affiliate_code, agent_code, created_at)
              VALUES (?, ?, ?, ?, ?, ?, 'active', ?, ?, ?, ?, ?)`,
        args: [
          d.username,
          hash,
          d.name,
          d.phone,
          d.email,
          d.currency,
          randomToken(6).replace(/[-_]/g, 'x').toUpperCase(),
          referrer,
          affiliate,
          d.agent_code || null,
          nowIso(),
        ],
      });
    });
    return c.json({ message: 'Player created successfully' }, 201);
  });

  r.post('/api/usr-forgot-password', valid('json', ForgotBody), async (c) => {
    const body = c.req.valid('json');
    const d = body;
    if (d.type === 'sms' && !(await checkCaptcha(db, d.captcha_id ?? '', d.captcha ?? ''))) {
      return c.json({ message: 'The captcha is not correct.', errors: { captcha: ['The captcha is not correct.'] } }, 422);
    }
    const found = await one<{ id: number; email: string; phone: string }>(db, 'SELECT id, email, phone FROM players WHERE username = ?', [d.username]);
    const player =
      found && (d.type === 'email' ? found.email.toLowerCase() === d.email.trim().toLowerCase() : samePhone(String(found.phone), d.phone)) ? found : null;
    // the e-mail tab has no captcha: it answers a pair that matches no account as one that does (and
    // sends nothing), so it cannot be asked which usernames and e-mails belong together; the SMS tab
    // says so, after its captcha
    if (!player && d.type === 'email') return c.json({ message: CODE_SENT('email') });
    if (!player) return c.json({ message: 'No account matches this username and phone number.' }, 404);
    const sent = await sendCode(ctx, {
      playerId: Number(player.id),
      username: d.username,
      purpose: 'reset',
      channel: d.type,
      // the account's own number (Bangladesh), not the string typed: a +91 or +92 chosen with the same national
      // number, or a leading 0 after +880, would otherwise send the code abroad or to a malformed number
      destination: d.type === 'email' ? d.email : `+880${nationalNumber(String(player.phone))}`,
    });
    if (!sent) return c.json({ message: TOO_MANY_CODES }, 429);
    return c.json({ message: CODE_SENT(d.type) });
  });

  r.post('/api/usr-reset-password', valid('json', ResetBody), async (c) => {
    const body = c.req.valid('json');
    const d = body;
    const refused = firstRuleError(NewPasswordCallRules, { password: d.password, confirm: d.password_confirmation });
    if (refused) return c.json({ message: refused }, 422);
    const player = await one<{ id: number }>(db, 'SELECT id FROM players WHERE username = ?', [d.username]);
    if (!player || !(await takeCode(ctx, Number(player.id), 'reset', d.otp))) {
      return c.json({ message: 'The OTP is invalid or has expired.' }, 422);
    }
    const hash = await hashPassword(d.password);
    await inTx(db, async (tx) => {
      await tx.execute({ sql: 'UPDATE players SET password_hash = ? WHERE id = ?', args: [hash, player.id] });
      await endAllLogins(tx, Number(player.id), { forgetDevices: true });
    });
    return c.json({ message: 'Password changed successfully. Please login with your new password.' });
  });

  r.post('/api/balance', ctx.auth, async (c) => {
    const row = await one<{ balance: number; bonus_balance: number }>(db, 'SELECT balance, bonus_balance FROM players WHERE id = ?', [c.var.player.id]);
    return c.json({ balance: toWire(Number(row?.balance ?? 0)), bonus_balance: toWire(Number(row?.bonus_balance ?? 0)) });
  });

  r.get('/api/user/show', ctx.auth, valid('query', RemoteIdQuery), async (c) => {
    const q = c.req.valid('query');
    const refused = ownRemoteId(c, q.remote_id);
    if (refused) return refused;
    return c.json({ data: await loadUser(db, c.var.player.id) });
  });

  r.get('/captcha', async (c) => {
    const { id, png } = await newCaptcha(db);
    // each image is good for one answer: never kept by a browser or a cache
    c.header('Cache-Control', 'no-store');
    if (c.req.query('format') === 'json') return c.json({ id, image: `data:image/png;base64,${png.toString('base64')}` });
    c.header('X-Captcha-Id', id);
    return c.body(new Uint8Array(png), 200, { 'Content-Type': 'image/png' });
  });

  return r;
}
