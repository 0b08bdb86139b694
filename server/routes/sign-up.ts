import { Hono } from 'hono';
import { callsAt } from '../lib/contract-routes';
import { authEndpoints } from '../../src/api/calls/auth';
import { SignupBody } from '../../src/api/contract/auth';
import { SignupCallRules } from '../../src/api/contract/form-rules';
import type { ServerContext } from '../context';
import { inTx, one } from '../db/client';
import { type AppEnv, hashPassword, randomToken } from '../lib/auth';
import { checkCaptcha } from '../lib/captcha';
import { invalid, nowIso, refuse } from '../lib/http';
import { clientAddress, takeSlot } from '../lib/throttle';
import { valid } from '../lib/validate';
import { ruleErrors } from '../lib/words';

const HOUR_MS = 60 * 60 * 1000;

/** Sign-up (public). */
export function signUpRoutes(ctx: ServerContext, base: string): Hono<AppEnv> {
  const { db } = ctx;
  const r = new Hono<AppEnv>();
  const call = callsAt(base);

  r.on(...call(authEndpoints.signup), valid('json', SignupBody), async (c) => {
    const d = c.req.valid('json');
    // the form rules of the contract (they read nothing), then the captcha and the address's limit,
    // and only then what the players table says: before them, a taken username or a real referral
    // code would be told to anyone who asks, without a captcha and without limit
    const errors = ruleErrors(SignupCallRules, d);
    const add = (f: string, m: string) => {
      errors[f] = [...(errors[f] ?? []), m];
    };
    // one try per captcha image, right or wrong
    if (!(await checkCaptcha(db, d.captcha_id ?? '', d.captcha ?? ''))) add('captcha', 'The captcha is not correct.');
    if (Object.keys(errors).length) throw invalid(errors);
    // every sign-up that gets this far takes a slot, also one refused below: each answer about a name costs one
    if ((await takeSlot(db, `signup:${clientAddress(c, ctx.config)}`, ctx.config.limits.signupsPerAddress, HOUR_MS)) === null) {
      throw refuse(429, 'Too many accounts were created from this network. Please try again in an hour.');
    }
    if (await one(db, 'SELECT 1 FROM players WHERE username = ?', [d.username])) add('username', 'The username has already been taken.');
    // the field holds a player's referral code or, from an affiliate link, the affiliate's code
    const referrer = d.referral_code && (await one(db, 'SELECT 1 FROM players WHERE referral_code = ?', [d.referral_code])) ? d.referral_code : null;
    const affiliate = d.referral_code && !referrer && (await one(db, 'SELECT 1 FROM affiliates WHERE code = ?', [d.referral_code])) ? d.referral_code : null;
    if (d.referral_code && !referrer && !affiliate) add('referral_code', 'The referral code is not valid.');
    if (Object.keys(errors).length) throw invalid(errors);

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

  return r;
}
